import type { PatientCreate } from '@optolight/contract';
import { PatientInfo, PatientReg } from '@optolight/domain';

const infoFields = Object.keys(PatientInfo.shape) as (keyof PatientInfo)[];
const formFields = Object.keys(PatientReg.shape) as (keyof PatientReg)[];
/** Fields only the registration form has: a body carrying any of them is that form. */
const formOnlyFields = formFields.filter((key) => !(infoFields as string[]).includes(key));

const pick = <K extends keyof PatientCreate>(body: PatientCreate, keys: readonly K[]) =>
  Object.fromEntries(keys.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]));

/**
 * A registration as the patient's details and registration form (contract PatientCreate). The
 * form may come as `patientReg`, as its own fields at the top level (the registration form
 * posts it so), or both: the top-level fields, names and patient number included, are taken
 * when any field only the form has is there, and an explicit `patientReg` wins field by field.
 */
export function splitRegistration(body: PatientCreate): {
  id: string | undefined;
  info: PatientInfo;
  patientReg: Partial<PatientReg> | undefined;
} {
  const info = pick(body, infoFields) as PatientInfo;
  const sentForm = formOnlyFields.some((key) => body[key] !== undefined);
  const form = sentForm ? pick(body, formFields) : undefined;
  return {
    id: body.id,
    // The registration dialog names emPerson emergencyContactPerson.
    info: {
      ...info,
      emPerson: info.emPerson === '' ? (body.emergencyContactPerson ?? '') : info.emPerson,
    },
    patientReg: form || body.patientReg ? { ...form, ...body.patientReg } : undefined,
  };
}
