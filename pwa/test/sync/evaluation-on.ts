import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { createRecord } from '../../src/db/repo';
import type { OptolightDb } from '../../src/db/schema';

/** A patient and its main evaluation with one section, created on the device's database. */
export async function evaluationOn(db: OptolightDb): Promise<string> {
  const patientId = await createRecord(db, {
    kind: 'patient',
    parentId: null,
    sections: { info: fixturePatients.maria },
  });
  return createRecord(db, {
    kind: 'mainEvaluation',
    parentId: patientId,
    sections: { evaluationOne: fullMainEvaluation.evaluationOne },
  });
}
