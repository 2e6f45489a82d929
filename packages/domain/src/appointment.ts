import { z } from 'zod';
import { sectionVersions } from './migrations';
import { initialEvaluationOptions, insuranceOptions, rxOptions, serviceOptions } from './options';
import { choice, choices, DateOrTimestamp, DateString, ShortText, titled } from './primitives';
import { DiagnosisList } from './diagnosis';
import { codeSectionDiagnoses } from './diagnosis-v2';

/** The first section of every evaluation and note. The main evaluation dates its visit by
 * `createdAt`, notes by `appointmentDate` (docs/product.md#visit-dates); both are kept so either
 * reads back. */
export const Appointment = z.strictObject({
  createdAt: DateOrTimestamp.default(''),
  appointmentDate: DateOrTimestamp.default(''),
  onSetDate: DateString.default(''),
  socDate: DateString.default(''),
  prescriptionDate: DateString.default(''),
  initialEvaluation: choice(initialEvaluationOptions).default(''),
  rx: choice(rxOptions).default(''),
  primaryDiagnosis: DiagnosisList.default([]),
  otherPrimaryDiagnosis: ShortText.default(''),
  treatmentDiagnosis: DiagnosisList.default([]),
  othertreatmentDiagnosis: ShortText.default(''),
  physiciansName: ShortText.default(''),
  insurance: titled(insuranceOptions).nullable().default(null),
  otherInsurance: ShortText.default(''),
  service: choices(serviceOptions).default([]),
});
export type Appointment = z.output<typeof Appointment>;
/** Versions of stored Appointment content (./migrations.ts). A change of shape adds a step here,
 * with a test beside this file, and never edits an old one.
 * 2: diagnoses carry ICD-10-CM codes, `{ title, code }` (./diagnosis-v2.ts). */
export const AppointmentVersions = sectionVersions([codeSectionDiagnoses]);
export type AppointmentInput = z.input<typeof Appointment>;

/** What a new progress, update or discharge note takes from its evaluation's appointment: the
 * same patient, diagnoses, insurance, physician and dates of onset and care. The visit's own
 * date and whether it is an initial evaluation are the note's. */
const carriedToNotes = [
  'onSetDate',
  'socDate',
  'prescriptionDate',
  'rx',
  'primaryDiagnosis',
  'otherPrimaryDiagnosis',
  'treatmentDiagnosis',
  'othertreatmentDiagnosis',
  'physiciansName',
  'insurance',
  'otherInsurance',
  'service',
] as const satisfies readonly (keyof Appointment)[];

export function noteAppointmentFrom(evaluation: Appointment): Appointment {
  const start = Appointment.parse({});
  for (const key of carriedToNotes) Object.assign(start, { [key]: evaluation[key] });
  return start;
}
