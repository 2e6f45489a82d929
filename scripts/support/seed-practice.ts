import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { v7 as uuidv7 } from 'uuid';
import { records, sections } from '../../sync-server/src/db/schema';
import { nextServerSeq } from '../../sync-server/src/db/server-seq';
import type { Storage, Tx } from '../../sync-server/src/db/storage';

/**
 * A practice straight into the server's database, as if synced there over months: per patient
 * its details (and registration, with `withReg`), and for every `evaluationEvery`-th patient a
 * main evaluation with its appointment and Evaluation One. Returns what it wrote.
 */
export function seedPractice(
  storage: Storage,
  ownerId: string,
  patients: number,
  options: { evaluationEvery?: number; withReg?: boolean } = {},
): Promise<{ records: number; sections: number }> {
  const every = options.evaluationEvery ?? 1;
  const at = new Date().toISOString();
  let recordCount = 0;
  let sectionCount = 0;
  const record = async (
    tx: Tx,
    row: {
      id: string;
      kind: 'patient' | 'mainEvaluation';
      parentId?: string;
      patientNumber?: string;
    },
  ) => {
    const serverSeq = await nextServerSeq(tx);
    await tx.insert(records).values({ ...row, ownerId, createdAt: at, updatedAt: at, serverSeq });
    recordCount++;
  };
  const put = async (tx: Tx, recordId: string, name: string, data: unknown) => {
    const serverSeq = await nextServerSeq(tx);
    await tx.insert(sections).values({
      recordId,
      ownerId,
      name,
      data,
      version: 1,
      updatedAt: at,
      serverSeq,
    });
    sectionCount++;
  };
  return storage.write(async (tx) => {
    for (let i = 0; i < patients; i++) {
      const id = uuidv7();
      const patientId = `P-${String(i)}`;
      await record(tx, { id, kind: 'patient', patientNumber: patientId });
      await put(tx, id, 'info', {
        ...fixturePatients.maria,
        patientId,
        firstName: `First${String(i)}`,
        lastName: `Last${String(i % 997)}`,
      });
      if (options.withReg)
        await put(tx, id, 'patientReg', { physiciansName: 'Dr. Okafor', service: ['OT'] });
      if (i % every === 0) {
        const evaluation = uuidv7();
        await record(tx, { id: evaluation, kind: 'mainEvaluation', parentId: id });
        await put(tx, evaluation, 'appointment', fullMainEvaluation.appointment);
        await put(tx, evaluation, 'evaluationOne', fullMainEvaluation.evaluationOne);
      }
    }
    return { records: recordCount, sections: sectionCount };
  });
}
