import type { z } from 'zod';
import { isMedicaidEligible } from './medicaid';
import { msg } from './messages';
import { medicaidOption } from './options';
import { PatientInfo } from './patient';
import { PatientReg } from './patient-reg';

/**
 * /patientreg as a form: the registration plus the patient's date of birth. patientReg has none
 * (docs/product.md#registering-a-patient); the patient's record keeps it, and it decides whether
 * Medicaid may be chosen (docs/decisions.md#medicaid-up-to-age-20).
 */
const Fields = PatientReg.extend({ age: PatientInfo.shape.age });

export const PatientRegForm = Fields.refine(
  (v) =>
    !v.insurance.some((i) => i.title === medicaidOption) || isMedicaidEligible(v.age, new Date()),
  {
    path: ['insurance'],
    message: msg.medicaidAge,
    // Shown with the form's other errors, not only once everything else is right.
    when: ({ value }) => {
      const v = value as Record<string, unknown>;
      return (
        Fields.shape.age.safeParse(v.age).success &&
        Fields.shape.insurance.safeParse(v.insurance).success
      );
    },
  },
);
export type PatientRegForm = z.output<typeof PatientRegForm>;
