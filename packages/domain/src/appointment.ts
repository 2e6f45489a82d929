import { z } from 'zod';
import {
  initialEvaluationOptions,
  insuranceOptions,
  primaryDiagnosisOptions,
  rxOptions,
  serviceOptions,
  treatmentDiagnosisOptions,
} from './options';
import {
  choice,
  choices,
  DateOrTimestamp,
  DateString,
  ShortText,
  titled,
  titledList,
} from './primitives';

/** The first section of every evaluation and note (spec §3 Appointment). The main evaluation
 * dates its visit by `createdAt`, notes by `appointmentDate`; both are kept so either reads back. */
export const Appointment = z.strictObject({
  createdAt: DateOrTimestamp.default(''),
  appointmentDate: DateOrTimestamp.default(''),
  onSetDate: DateString.default(''),
  socDate: DateString.default(''),
  prescriptionDate: DateString.default(''),
  initialEvaluation: choice(initialEvaluationOptions).default(''),
  rx: choice(rxOptions).default(''),
  primaryDiagnosis: titledList(primaryDiagnosisOptions).default([]),
  otherPrimaryDiagnosis: ShortText.default(''),
  treatmentDiagnosis: titledList(treatmentDiagnosisOptions).default([]),
  othertreatmentDiagnosis: ShortText.default(''),
  physiciansName: ShortText.default(''),
  insurance: titled(insuranceOptions).nullable().default(null),
  otherInsurance: ShortText.default(''),
  service: choices(serviceOptions).default([]),
});
export type Appointment = z.output<typeof Appointment>;
export type AppointmentInput = z.input<typeof Appointment>;
