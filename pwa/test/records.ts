import { fixturePatients } from '@optolight/fixtures';
import { createRecord } from '../src/db/repo';
import type { OptolightDb } from '../src/db/schema';

/** A patient registered on this device (Maria's details unless others are given). */
export function storePatient(db: OptolightDb, info: object = fixturePatients.maria) {
  return createRecord(db, { kind: 'patient', parentId: null, sections: { info } });
}

/** A patient with one main evaluation holding these sections, on this device. */
export async function storeEvaluation(db: OptolightDb, sections: Record<string, unknown>) {
  const patientId = await storePatient(db);
  const evaluationId = await createRecord(db, {
    kind: 'mainEvaluation',
    parentId: patientId,
    sections,
  });
  return { patientId, evaluationId };
}
