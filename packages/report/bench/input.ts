import { parseSection, PatientInfo, sectionNames } from '@optolight/domain';
import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import type { ReportSections } from '../src/index';

const record: ReportSections = {};
for (const name of sectionNames) {
  Object.assign(record, { [name]: parseSection(name, fullMainEvaluation[name]) });
}

/** The benchmarked report, in Node and in Chromium alike: a full main evaluation of a fixture
 * patient, with a practice header. */
export const benchInput = {
  kind: 'mainEvaluation' as const,
  record,
  patient: PatientInfo.parse(fixturePatients.maria),
  practice: {
    businessName: 'Bayview Vision Therapy',
    address: '200 Biscayne Blvd, Suite 410',
    city: 'Miami',
    state: 'FL',
    zipCode: '33131',
    phone: '305-555-0100',
    fax: '305-555-0101',
  },
};
