import type { PatientInfo } from '../patient';
import type { PatientReg } from '../patient-reg';
import type { FieldLabels } from './field-keys';

export const patientInfoLabels = {
  patientId: 'Patient Id',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  emPhone: 'Emergency phone',
  emPerson: 'Emergency contact person',
  age: 'Date of birth',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'Zip code',
  country: 'Country',
} as const satisfies FieldLabels<PatientInfo>;

export const patientRegLabels = {
  lastName: 'Last name',
  firstName: 'First name',
  address: 'Address',
  patientId: 'Patient Id',
  insurance: 'Insurance',
  service: 'Service',
  onSetDate: 'Onset date',
  socDate: 'Start of care date',
  initialEvaluation: 'Initial evaluation',
  rx: 'Prescription (Rx)',
  primaryDiagnosis: 'Primary diagnosis',
  otherPrimaryDiagnosis: 'Other primary diagnosis',
  treatmentDiagnosis: 'Treatment diagnosis',
  othertreatmentDiagnosis: 'Other treatment diagnosis',
  physiciansName: "Physician's name",
  duration: 'Duration',
} as const satisfies FieldLabels<PatientReg>;
