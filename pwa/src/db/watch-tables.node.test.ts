import { fixturePatients } from '@optolight/fixtures';
import { Dexie } from 'dexie';
import { expect, it } from 'vitest';
import { deviceDb } from '../../test/sync/local-db';
import { createRecord, saveSectionOnDevice } from './repo';
import { watchTables } from './watch-tables';

const settle = () => new Promise((r) => setTimeout(r, 100));

it('reads again after a write while active, and only once resumed while paused', async () => {
  const db = deviceDb('watch-tables');
  const counts: number[] = [];
  let reads = 0;
  const watch = watchTables(
    db,
    ['records'],
    () => {
      reads += 1;
      return db.records.count();
    },
    (n) => counts.push(n),
    (error: unknown) => {
      throw error;
    },
  );
  const add = (patientId: string) =>
    createRecord(db, {
      kind: 'patient',
      parentId: null,
      sections: { info: { ...fixturePatients.maria, patientId } },
    });
  await settle();
  await add('W-1');
  await settle();
  expect(counts.at(-1)).toBe(1);

  watch.setActive(false);
  const readsBefore = reads;
  await add('W-2');
  await add('W-3');
  await settle();
  expect(reads).toBe(readsBefore);

  watch.setActive(true);
  await settle();
  expect(counts.at(-1)).toBe(3);
  expect(reads).toBe(readsBefore + 1);
  watch.stop();
});

it('reads a watched index range again only after a write that touches it', async () => {
  const db = deviceDb('watch-range');
  let reads = 0;
  const watch = watchTables(
    db,
    [
      {
        table: 'records',
        index: '[kind+id]',
        from: ['patient', ''],
        to: ['patient', Dexie.maxKey],
      },
    ],
    () => Promise.resolve((reads += 1)),
    () => undefined,
    (error: unknown) => {
      throw error;
    },
  );
  const patient = await createRecord(db, {
    kind: 'patient',
    parentId: null,
    sections: { info: { ...fixturePatients.maria, patientId: 'R-1' } },
  });
  await settle();
  const afterPatient = reads;
  expect(afterPatient).toBeGreaterThan(1);

  // An evaluation under the patient, and a save in it: no patient record changed.
  const evaluation = await createRecord(db, {
    kind: 'mainEvaluation',
    parentId: patient,
    sections: { appointment: { createdAt: '2026-04-01' } },
  });
  await saveSectionOnDevice(db, evaluation, 'appointment', { createdAt: '2026-04-02' });
  await settle();
  expect(reads).toBe(afterPatient);

  // The patient's own record changes: read again.
  await db.records.update(patient, { updatedAt: new Date().toISOString() });
  await settle();
  expect(reads).toBe(afterPatient + 1);
  watch.stop();
});
