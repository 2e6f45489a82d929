import {
  chosenWithOthers,
  diagnosisLabel,
  formatVisitDate,
  insuranceWithOthers,
  type Appointment,
  type PatientInfo,
} from '@optolight/domain';

/** A patient as the tables show it: the record id plus the stored info. */
export interface LocalPatient extends PatientInfo {
  id: string;
  /** Set aside: out of the default lists, shown with a toggle (docs/product.md#archived-patients). */
  isArchived?: boolean;
}

/** Search: patient id or name containing the typed text, ignoring case
 * (docs/product.md#patient-lists). */
export function filterPatients(
  patients: readonly LocalPatient[],
  query: string,
): readonly LocalPatient[] {
  const q = query.trim().toLowerCase();
  if (q === '') return patients;
  return patients.filter(
    (p) =>
      p.patientId.toLowerCase().includes(q) ||
      `${p.firstName} ${p.lastName}`.toLowerCase().includes(q) ||
      `${p.lastName} ${p.firstName}`.toLowerCase().includes(q),
  );
}

/** A diagnosis list in a table cell (docs/product.md#fields-and-option-lists). */
export function diagnosisText(
  items: readonly { title: string; code?: string }[],
  other: string,
): string {
  return chosenWithOthers(items.map(diagnosisLabel), other).join(', ');
}

/** Insurance title, or the free-text other insurance when the title is 'others'. */
export function insuranceText(a: Pick<Appointment, 'insurance' | 'otherInsurance'>): string {
  return a.insurance ? insuranceWithOthers(a.insurance.title, a.otherInsurance) : '';
}

export interface VisitRow {
  id: string;
  date: string;
  primaryDiagnosis: string;
  service: string;
  insurance: string;
  /** Signed: locked, corrected only by addenda (docs/product.md#signed-records). */
  signed?: boolean;
}

/** One row of a visit table. Main evaluations are dated by createdAt, notes by appointmentDate
 * (docs/product.md#visit-dates); either falls back to the other, then to the record's creation. */
export function visitRow(
  id: string,
  isMain: boolean,
  a: Appointment,
  recordCreatedAt: string,
  timeZone?: string,
): VisitRow {
  const dated = isMain ? a.createdAt || a.appointmentDate : a.appointmentDate || a.createdAt;
  return {
    id,
    date: formatVisitDate(dated || recordCreatedAt, timeZone),
    primaryDiagnosis: diagnosisText(a.primaryDiagnosis, a.otherPrimaryDiagnosis),
    service: a.service.join(', '),
    insurance: insuranceText(a),
  };
}
