import type { Appointment } from '../appointment';
import type { FieldLabels } from './field-keys';

export const appointmentLabels = {
  createdAt: 'Date of visit',
  // A note's visit date: its form calls it what the main evaluation's createdAt is called.
  appointmentDate: 'Date of visit',
  onSetDate: 'Onset date',
  socDate: 'Start of care date',
  prescriptionDate: 'Prescription date',
  initialEvaluation: 'Initial evaluation',
  rx: 'Prescription (Rx)',
  primaryDiagnosis: 'Primary diagnosis',
  otherPrimaryDiagnosis: 'Other primary diagnosis',
  treatmentDiagnosis: 'Treatment diagnosis',
  othertreatmentDiagnosis: 'Other treatment diagnosis',
  physiciansName: "Physician's name",
  insurance: 'Insurance',
  otherInsurance: 'Other insurance',
  service: 'Service',
} as const satisfies FieldLabels<Appointment>;
