import { z } from 'zod';
import { sectionVersions } from './migrations';
import { msg } from './messages';
import {
  initialEvaluationOptions,
  insuranceOptions,
  patientRegServiceOptions,
  rxOptions,
} from './options';
import { DiagnosisList } from './diagnosis';
import { codeSectionDiagnoses } from './diagnosis-v2';
import { choices, DateString, OptionalNumber, ShortText, titledList } from './primitives';

const Name = z.string().trim().min(1, msg.required).max(15, msg.max15);
/** A required radio: nothing chosen ('' or missing) reads 'Required'. */
const requiredRadio = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, { error: msg.required });

/** The Patient Registration form (/patientreg), stored as `patientReg`
 * (docs/product.md#registering-a-patient, docs/product.md#validation). */
export const PatientReg = z.strictObject({
  lastName: Name,
  firstName: Name,
  address: z.string().trim().min(1, msg.required).max(30, msg.max30),
  patientId: z.string().trim().min(1, msg.required).max(50, msg.max50),
  insurance: titledList(insuranceOptions).default([]),
  service: choices(patientRegServiceOptions).default([]),
  onSetDate: DateString.default(''),
  socDate: DateString.default(''),
  initialEvaluation: requiredRadio(initialEvaluationOptions),
  rx: requiredRadio(rxOptions),
  primaryDiagnosis: DiagnosisList.default([]),
  otherPrimaryDiagnosis: ShortText.default(''),
  treatmentDiagnosis: DiagnosisList.default([]),
  othertreatmentDiagnosis: ShortText.default(''),
  physiciansName: ShortText.default(''),
  duration: OptionalNumber.default(null),
});
export type PatientReg = z.output<typeof PatientReg>;
/** Versions of stored PatientReg content (./migrations.ts). A change of shape adds a step here,
 * with a test beside this file, and never edits an old one.
 * 2: diagnoses carry ICD-10-CM codes, `{ title, code }`, and 'others' has its text, as in the
 * appointment (./diagnosis-v2.ts). */
export const PatientRegVersions = sectionVersions([codeSectionDiagnoses]);
export type PatientRegInput = z.input<typeof PatientReg>;
