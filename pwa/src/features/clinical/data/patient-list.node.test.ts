import type { Change } from '@optolight/contract';
import { patientArchiveSection } from '@optolight/domain';
import { fixturePatients } from '@optolight/fixtures';
import { Dexie, type ObservabilitySet } from 'dexie';
import { expect, it, vi } from 'vitest';
import { deviceDb } from '../../../../test/sync/local-db';
import { everyRecord, patientsNamed, type ChangedRecords } from '../../../db/changed-records';
import { setMeta } from '../../../db/meta';
import { watchTables } from '../../../db/watch-tables';
import { applyPullPage } from '../../../sync/apply-pull';
import { loadPatients, PatientList } from './patient-list';
import { patientListRows, registerPatient } from './patients';
import type { LocalPatient } from './rows';

/** A pulled page of a first download: `count` patients from `from`, each with its info and an
 * evaluation, 3 rows a patient (more than the 50 Dexie names in one write). */
function downloadPage(from: number, count: number, updatedAt = '2026-11-02T10:00:00.000Z') {
  const changes: Change[] = [];
  for (let n = from; n < from + count; n++) {
    const id = `p-${String(n).padStart(4, '0')}`;
    const record = { parentId: null, createdAt: updatedAt, updatedAt, deleted: false };
    changes.push(
      { type: 'record', seq: n * 3, record: { ...record, id, kind: 'patient' } },
      {
        type: 'section',
        seq: n * 3 + 1,
        recordId: id,
        name: 'info',
        version: 1,
        data: { ...fixturePatients.maria, patientId: `D-${String(n)}` },
      },
      {
        type: 'record',
        seq: n * 3 + 2,
        record: { ...record, id: `e-${String(n)}`, kind: 'mainEvaluation', parentId: id },
      },
    );
  }
  return changes;
}

it("has a download's slice name the patients it stored, so the list reads those alone", async () => {
  const db = deviceDb('named-slices');
  await setMeta(db, 'complete', false);
  const told: ChangedRecords[] = [];
  const lists: LocalPatient[][] = [];
  const list = new PatientList(db);
  const watch = watchTables(
    db,
    patientListRows,
    (changed) => {
      told.push(changed);
      return list.update(changed);
    },
    (value) => lists.push(value),
    (error: unknown) => {
      throw error;
    },
    { incremental: true, namedBy: patientsNamed },
  );
  await vi.waitFor(() => {
    expect(lists).toHaveLength(1);
  });
  expect(told).toEqual([everyRecord]);

  await applyPullPage(db, downloadPage(1, 40), 120);
  // Read as it lands, as a save would be.
  await vi.waitFor(
    () => {
      expect(lists).toHaveLength(2);
    },
    { timeout: 5000 },
  );
  // The slice's 40 patients, not its 40 evaluations, and not "every record".
  const named = told.at(-1);
  expect(named).not.toBe(everyRecord);
  expect([...(named as Set<string>)].sort()).toEqual(
    Array.from({ length: 40 }, (_, i) => `p-${String(i + 1).padStart(4, '0')}`),
  );
  expect(lists.at(-1)).toHaveLength(40);

  // A slice of evaluations alone names no patient, rather than leaving the list to read all.
  let parts: ObservabilitySet = {};
  const onMutated = (p: ObservabilitySet) => (parts = p);
  Dexie.on('storagemutated', onMutated);
  const evaluations = downloadPage(100, 60).filter((c) => c.type === 'record' && c.seq % 3 === 2);
  await applyPullPage(db, evaluations, 130);
  Dexie.on('storagemutated').unsubscribe(onMutated);
  expect(patientsNamed(db, parts)).toEqual(new Set());

  // The download's last slice: its patients are read at once, as a full read would list them.
  await applyPullPage(db, downloadPage(41, 30, '2026-11-03T10:00:00.000Z'), 210, true);
  await vi.waitFor(() => {
    expect(lists).toHaveLength(3);
  });
  const listed = lists.at(-1) ?? [];
  expect(listed).toHaveLength(70);
  expect(listed[0]?.patientId).toBe('D-41');
  expect(listed).toEqual(await new PatientList(db).update(everyRecord));
  watch.stop();
});

it('brings a kept list up to the patients named: changed, deleted, archived, or no patient', async () => {
  const db = deviceDb('named-reads');
  // Older patients, so that a few named are read by name rather than with the whole list.
  await applyPullPage(db, downloadPage(1, 20, '2026-01-01T10:00:00.000Z'), 60);
  const ana = await registerPatient(db, { ...fixturePatients.maria, patientId: 'N-1' });
  await new Promise((r) => setTimeout(r, 5));
  const ben = await registerPatient(db, { ...fixturePatients.maria, patientId: 'N-2' });
  const list = new PatientList(db);
  const first = await list.update(everyRecord);
  expect(first.map((p) => p.patientId).slice(0, 3)).toEqual(['N-2', 'N-1', 'D-1']);
  const read = vi.spyOn(db.sections, 'bulkGet');

  await db.sections.update([ana, 'info'], {
    data: { ...fixturePatients.maria, patientId: 'N-1', city: 'Doral' },
  });
  await db.records.update(ana, { updatedAt: new Date(Date.now() + 1000).toISOString() });
  const carl = await registerPatient(db, { ...fixturePatients.maria, patientId: 'N-3' });
  const second = await list.update(new Set([ana, carl, 'no-such-record']));
  expect(second.slice(0, 4).map((p) => [p.patientId, p.city])).toEqual([
    ['N-1', 'Doral'],
    ['N-3', fixturePatients.maria.city],
    ['N-2', fixturePatients.maria.city],
    ['D-1', fixturePatients.maria.city],
  ]);
  expect(second).toHaveLength(23);
  expect(read).toHaveBeenCalledTimes(1);
  // Ben was not named: the same parsed patient as before.
  expect(second.find((p) => p.id === ben)).toBe(first.find((p) => p.id === ben));

  await db.records.update(ben, { deleted: true });
  await db.sections.put({
    recordId: carl,
    name: patientArchiveSection,
    data: { isArchived: true },
    serverData: null,
    serverVersion: 0,
    schemaVersion: 1,
    updatedAt: new Date().toISOString(),
  });
  const third = await list.update(new Set([ben, carl]));
  expect(third.slice(0, 3).map((p) => [p.patientId, p.isArchived ?? false])).toEqual([
    ['N-1', false],
    ['N-3', true],
    ['D-1', false],
  ]);
  expect(third).toHaveLength(22);
  expect(read).toHaveBeenCalledTimes(2);
  expect(third).toEqual(await loadPatients(db));

  // Many named, as after a download nobody watched: read with the whole list, the same answer.
  const all = await list.update(new Set(third.map((p) => p.id)));
  expect(read).toHaveBeenCalledTimes(2);
  expect(all).toEqual(third);
});

it('keeps the list whole when a read by name fails part-way, and reads it all again after', async () => {
  const db = deviceDb('named-failure');
  await applyPullPage(db, downloadPage(1, 1100), 4000);
  const list = new PatientList(db);
  expect(await list.update(everyRecord)).toHaveLength(1100);
  // 201 patients changed: two pages of reads by name, the second of which fails.
  const named = new Set<string>();
  for (let n = 1; n <= 201; n++) {
    const id = `p-${String(n).padStart(4, '0')}`;
    named.add(id);
    await db.records.update(id, {
      updatedAt: `2026-11-05T10:00:${String(n % 60).padStart(2, '0')}.000Z`,
    });
  }
  const bulkGet = db.records.bulkGet.bind(db.records);
  const failing = vi
    .spyOn(db.records, 'bulkGet')
    .mockImplementationOnce(bulkGet)
    .mockRejectedValueOnce(new Error('read failed'));
  await expect(list.update(named)).rejects.toThrow('read failed');
  failing.mockRestore();
  expect(await list.update(named)).toEqual(await new PatientList(db).update(everyRecord));
});
