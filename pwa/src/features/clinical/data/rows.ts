import {
  formatVisitDate,
  optionLabel,
  othersOption,
  type Appointment,
  type PatientInfo,
} from '@optolight/domain';

/** A patient as the tables show it: the record id plus the stored info. */
export interface LocalPatient extends PatientInfo {
  id: string;
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

/** 'others' is never listed: the free text written for it is shown instead
 * (docs/product.md#fields-and-option-lists). */
export function diagnosisText(items: readonly { title: string }[], other: string): string {
  const listed = items.filter((i) => i.title !== othersOption).map((i) => optionLabel(i.title));
  const hasOther = items.some((i) => i.title === othersOption) && other.trim() !== '';
  return [...listed, ...(hasOther ? [other.trim()] : [])].join(', ');
}

/** Insurance title, or the free-text other insurance when the title is 'others'. */
export function insuranceText(a: Pick<Appointment, 'insurance' | 'otherInsurance'>): string {
  if (!a.insurance) return '';
  return a.insurance.title === othersOption ? a.otherInsurance : optionLabel(a.insurance.title);
}

export interface VisitRow {
  id: string;
  date: string;
  primaryDiagnosis: string;
  service: string;
  insurance: string;
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

/** Today as YYYY-MM-DD on the device's calendar (the visit happens where the clinician is). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
