import { fixturePatients } from '@optolight/fixtures';
import { describe, expect, it } from 'vitest';
import { deviceDb } from '../../test/sync/local-db';
import { StorageFullError } from './errors';
import { createRecord, resolveConflict, saveSectionOnDevice } from './repo';

let n = 0;
const freshDb = () => deviceDb(`repo-test-${++n}`);

describe('local writes', () => {
  it('stores a record, its sections and their outbox entries together, numbered in order', async () => {
    const db = freshDb();
    const id = await createRecord(db, {
      kind: 'patient',
      parentId: null,
      sections: { info: fixturePatients.maria },
    });
    expect(await db.records.get(id)).toMatchObject({ kind: 'patient', deleted: false });
    expect((await db.sections.get([id, 'info']))?.data).toEqual(fixturePatients.maria);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => [e.seq, e.type])).toEqual([
      [1, 'createRecord'],
      [2, 'saveSection'],
    ]);
  });

  it('folds a save into an unsent save of the same section, never into a sent one', async () => {
    const db = freshDb();
    const id = await createRecord(db, {
      kind: 'patient',
      parentId: null,
      sections: { info: fixturePatients.maria },
    });
    await saveSectionOnDevice(db, id, 'info', { ...fixturePatients.maria, city: 'Doral' });
    expect(await db.outbox.count()).toBe(2);
    expect(await db.outbox.get(2)).toMatchObject({ data: { city: 'Doral' }, base: {} });
    await db.outbox.update(2, { attempted: true });
    await saveSectionOnDevice(db, id, 'info', { ...fixturePatients.maria, city: 'Hialeah' });
    expect(await db.outbox.get(3)).toMatchObject({
      base: { city: 'Doral' },
      data: { city: 'Hialeah' },
    });
    expect(await db.outbox.get(2)).toMatchObject({ data: { city: 'Doral' } });
  });

  it('lays a stale form over content that changed underneath, and sends a same-field change as a clash', async () => {
    const db = freshDb();
    const id = await createRecord(db, {
      kind: 'patient',
      parentId: null,
      sections: { info: fixturePatients.maria },
    });
    const opened = (await db.sections.get([id, 'info']))?.data;
    // While the form is open, a pull brings another device's city and state.
    await db.sections.update([id, 'info'], {
      data: { ...fixturePatients.maria, city: 'Doral', state: 'GA' },
    });
    await db.outbox.update(2, { attempted: true });
    await saveSectionOnDevice(
      db,
      id,
      'info',
      { ...fixturePatients.maria, zip: '33178', state: 'TX' },
      opened,
    );
    expect((await db.sections.get([id, 'info']))?.data).toMatchObject({
      city: 'Doral',
      zip: '33178',
      state: 'TX',
    });
    // The entry's base keeps the value the person saw for the field both changed.
    expect(await db.outbox.get(3)).toMatchObject({
      base: { city: 'Doral', state: 'FL' },
      data: { state: 'TX' },
    });
  });

  it('ignores a save that changes nothing', async () => {
    const db = freshDb();
    const id = await createRecord(db, {
      kind: 'patient',
      parentId: null,
      sections: { info: fixturePatients.maria },
    });
    await saveSectionOnDevice(db, id, 'info', { ...fixturePatients.maria });
    expect(await db.outbox.count()).toBe(2);
  });

  it('reports a full disk clearly and keeps nothing of the failed save', async () => {
    const db = freshDb();
    const id = await createRecord(db, {
      kind: 'patient',
      parentId: null,
      sections: { info: fixturePatients.maria },
    });
    db.outbox.hook('creating', () => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    await db.outbox.update(2, { attempted: true });
    await expect(
      saveSectionOnDevice(db, id, 'info', { ...fixturePatients.maria, city: 'Doral' }),
    ).rejects.toBeInstanceOf(StorageFullError);
    expect((await db.sections.get([id, 'info']))?.data).toEqual(fixturePatients.maria);
    expect(await db.outbox.count()).toBe(2);
  });
});

describe('settling a conflict', () => {
  it("decides the conflict's fields in the section's draft too, keeping the rest of what was typed", async () => {
    const db = freshDb();
    const id = await createRecord(db, {
      kind: 'mainEvaluation',
      parentId: 'p-1',
      sections: { evaluationOne: { previousStatus: 'Uses a walker', pastMedicalHistory: '' } },
    });
    await db.conflicts.put({
      id: 'c-1',
      recordId: id,
      section: 'evaluationOne',
      fields: [{ path: 'previousStatus', mine: 'Walks with a cane', theirs: 'Uses a walker' }],
      deviceId: 'this-tablet',
      createdAt: '2026-11-24T10:00:00.000Z',
      resolvedAt: null,
    });
    await db.drafts.put({
      key: id,
      section: 'evaluationOne',
      values: { previousStatus: 'Walks with a cane', pastMedicalHistory: 'Asthma' },
      base: { previousStatus: 'Uses a walker', pastMedicalHistory: '' },
      typedAt: '2026-11-24T10:01:00.000Z',
    });
    const settled = { previousStatus: 'Walks with a cane / Uses a walker', pastMedicalHistory: '' };
    await resolveConflict(db, 'c-1', settled);
    // Restored over the settled form, the draft no longer puts back the value decided against.
    expect(await db.drafts.get([id, 'evaluationOne'])).toMatchObject({
      values: { previousStatus: 'Walks with a cane / Uses a walker', pastMedicalHistory: 'Asthma' },
      base: settled,
    });
  });

  it('drops a draft that held nothing but the conflicting value', async () => {
    const db = freshDb();
    const id = await createRecord(db, {
      kind: 'mainEvaluation',
      parentId: 'p-1',
      sections: { evaluationOne: { previousStatus: 'Uses a walker' } },
    });
    await db.conflicts.put({
      id: 'c-2',
      recordId: id,
      section: 'evaluationOne',
      fields: [{ path: 'previousStatus', mine: 'Walks with a cane', theirs: 'Uses a walker' }],
      deviceId: 'this-tablet',
      createdAt: '2026-11-24T10:00:00.000Z',
      resolvedAt: null,
    });
    await db.drafts.put({
      key: id,
      section: 'evaluationOne',
      values: { previousStatus: 'Walks with a cane' },
      base: { previousStatus: 'Uses a walker' },
      typedAt: '2026-11-24T10:01:00.000Z',
    });
    await resolveConflict(db, 'c-2', { previousStatus: 'Uses a walker' });
    expect(await db.drafts.count()).toBe(0);
  });
});
