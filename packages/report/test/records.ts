/** Fixture records in their stored (parsed) form and a practice: pure data, so the Chromium
 * report benchmark can load them as well as the tests. */
import {
  parseSection,
  PatientInfo,
  sectionNames,
  type PatientInfoInput,
  type SectionName,
} from '@optolight/domain';
import { fixturePatients, fullMainEvaluation, fullProgressNote } from '@optolight/fixtures';
import type { ComposeInput, ReportPractice, ReportSections } from '../src/model';

/** Parses whichever sections are given, as the server and the device store them. */
export function stored(sections: Partial<Record<SectionName, unknown>>): ReportSections {
  const out: ReportSections = {};
  for (const name of sectionNames) {
    const value = sections[name];
    if (value !== undefined) Object.assign(out, { [name]: parseSection(name, value) });
  }
  return out;
}

export const mainRecord = () => stored(fullMainEvaluation);
export const progressRecord = () => stored(fullProgressNote);
export const patient = (input: PatientInfoInput = fixturePatients.maria) =>
  PatientInfo.parse(input);

export const practice: ReportPractice = {
  businessName: 'Bayview Vision Therapy',
  address: '200 Biscayne Blvd, Suite 410',
  city: 'Miami',
  state: 'FL',
  zipCode: '33131',
  phone: '305-555-0100',
  fax: '305-555-0101',
};

export const generatedAt = new Date('2026-11-02T15:04:00Z');

/** A full main evaluation of Maria, with whatever a test changes. */
export const composeInput = (over: Partial<ComposeInput> = {}): ComposeInput => ({
  kind: 'mainEvaluation',
  record: mainRecord(),
  patient: patient(),
  practice,
  generatedAt,
  ...over,
});
