import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../sync-server/src/db/client';
import { records, sections } from '../../sync-server/src/db/schema';
import { nextServerSeq } from '../../sync-server/src/db/server-seq';
import { inTransaction } from '../../sync-server/src/db/statements';

/**
 * A practice straight into the server's database, as if synced there over months: per patient
 * its details (and registration, with `withReg`), and for every `evaluationEvery`-th patient a
 * main evaluation with its appointment and Evaluation One. Returns what it wrote.
 */
export function seedPractice(
  db: Db,
  ownerId: string,
  patients: number,
  options: { evaluationEvery?: number; withReg?: boolean } = {},
): { records: number; sections: number } {
  const every = options.evaluationEvery ?? 1;
  const at = new Date().toISOString();
  let recordCount = 0;
  let sectionCount = 0;
  const record = (row: {
    id: string;
    kind: 'patient' | 'mainEvaluation';
    parentId?: string;
    patientNumber?: string;
  }) => {
    db.insert(records)
      .values({ ...row, ownerId, createdAt: at, updatedAt: at, serverSeq: nextServerSeq(db) })
      .run();
    recordCount++;
  };
  const put = (recordId: string, name: string, data: unknown) => {
    db.insert(sections)
      .values({
        recordId,
        ownerId,
        name,
        data,
        version: 1,
        updatedAt: at,
        serverSeq: nextServerSeq(db),
      })
      .run();
    sectionCount++;
  };
  inTransaction(db, () => {
    for (let i = 0; i < patients; i++) {
      const id = uuidv7();
      const patientId = `P-${String(i)}`;
      record({ id, kind: 'patient', patientNumber: patientId });
      put(id, 'info', {
        ...fixturePatients.maria,
        patientId,
        firstName: `First${String(i)}`,
        lastName: `Last${String(i % 997)}`,
      });
      if (options.withReg) put(id, 'patientReg', { physiciansName: 'Dr. Okafor', service: ['OT'] });
      if (i % every === 0) {
        const evaluation = uuidv7();
        record({ id: evaluation, kind: 'mainEvaluation', parentId: id });
        put(evaluation, 'appointment', fullMainEvaluation.appointment);
        put(evaluation, 'evaluationOne', fullMainEvaluation.evaluationOne);
      }
    }
  });
  return { records: recordCount, sections: sectionCount };
}
