import { patientInfoLabels as labels } from '@optolight/domain';
import type { Field, ReportModel, ReportPatient, ReportPractice } from '../model';

export const patientIdLabel = 'Patient ID';
import { fields, shortDate, text } from './values';

const joined = (parts: string[], separator: string) =>
  parts.filter((p) => p !== '').join(separator);

/** 'Castellanos, Maria': charts file patients by last name. */
export function patientName(p: ReportPatient): string {
  return joined([text(p.lastName), text(p.firstName)], ', ');
}

export function patientFields(p: ReportPatient): Field[] {
  const address = joined(
    [
      text(p.address),
      text(p.city),
      joined([text(p.state), text(p.zip)], ' '),
      text(p.country?.label),
    ],
    ', ',
  );
  return fields(
    ['Name', patientName(p)],
    // Spelled as medical records spell it, here and in the running header.
    [patientIdLabel, text(p.patientId)],
    [labels.age, shortDate(p.age)],
    [labels.phone, text(p.phone)],
    [labels.address, address],
    // Shorter than the form's 'Emergency contact person', so it fits the two-pair grid.
    ['Emergency contact', text(p.emPerson)],
    [labels.emPhone, text(p.emPhone)],
  );
}

/** The letterhead: the business profile, or the clinician's name until the profile is filled. */
export function practiceHeader(p: ReportPractice): ReportModel['practice'] {
  const name = text(p.businessName) || joined([text(p.firstName), text(p.lastName)], ' ');
  const place = joined([text(p.city), joined([text(p.state), text(p.zipCode)], ' ')], ', ');
  const phone = text(p.phone) && `Phone ${text(p.phone)}`;
  const fax = text(p.fax) && `Fax ${text(p.fax)}`;
  const lines = [joined([text(p.address), place], ', '), joined([phone, fax], '  ·  ')];
  return { name, lines: lines.filter((l) => l !== '') };
}
