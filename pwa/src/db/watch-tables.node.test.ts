import { fixturePatients } from '@optolight/fixtures';
import { expect, it } from 'vitest';
import { deviceDb } from '../../test/sync/local-db';
import { createRecord } from './repo';
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
