import { mainRecord, patient, practice } from '../test/records';

/** The benchmarked report, in Node and in Chromium alike: a full main evaluation of a fixture
 * patient, with a practice header. */
export const benchInput = {
  kind: 'mainEvaluation' as const,
  record: mainRecord(),
  patient: patient(),
  practice,
};
