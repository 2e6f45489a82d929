import { fixturePatients, scriptPatients } from '@optolight/fixtures';
import { mainRecord, patient, practice } from '../test/records';

export const benchPatients = { ...fixturePatients, ...scriptPatients };
export type BenchPatient = keyof typeof benchPatients;

/** The benchmarked report, in Node and in Chromium alike: a full main evaluation of a fixture
 * patient (Maria unless another is named: 'wang' for a name in Chinese, 'fatima' in Arabic),
 * with a practice header. */
export const benchInput = (who: BenchPatient = 'maria') => ({
  kind: 'mainEvaluation' as const,
  record: mainRecord(),
  patient: patient(benchPatients[who]),
  practice,
});

export const isBenchPatient = (name: string): name is BenchPatient => name in benchPatients;
