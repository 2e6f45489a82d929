import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { OptolightDb, schemaV1 } from './schema';

describe('schema upgrades', () => {
  it('opens a version 1 store, keeps its data and fills what later versions need', async () => {
    const indexedDB = new IDBFactory();
    const v1 = new Dexie('upgrade-test', { indexedDB, IDBKeyRange });
    v1.version(1).stores(schemaV1);
    await v1.table('records').bulkAdd([
      {
        id: 'a',
        kind: 'patient',
        parentId: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '',
        deleted: false,
      },
      {
        id: 'b',
        kind: 'patient',
        parentId: null,
        createdAt: '2026-01-02T00:00:00.000Z',
        updatedAt: '2026-03-01T00:00:00.000Z',
        deleted: false,
      },
    ]);
    await v1.table('sections').bulkAdd([
      { recordId: 'a', name: 'info', data: {}, serverData: {}, serverVersion: 1, updatedAt: '' },
      {
        recordId: 'a',
        name: 'patientReg',
        data: {},
        serverData: {},
        serverVersion: 1,
        updatedAt: '',
      },
    ]);
    await v1
      .table('outbox')
      .add({ seq: 1, status: 'pending', type: 'createRecord', recordId: 'a' });
    v1.close();

    const db = new OptolightDb('upgrade-test', { indexedDB, IDBKeyRange });
    // Version 2 filled the missing updatedAt from createdAt.
    const patients = await db.records.where('kind').equals('patient').toArray();
    expect(patients.map((r) => [r.id, r.updatedAt])).toEqual([
      ['a', '2026-01-01T00:00:00.000Z'],
      ['b', '2026-03-01T00:00:00.000Z'],
    ]);
    // Version 5 indexes records by kind and id, and sections by name and record, so the patient
    // list reads in pages.
    const paged = await db.records
      .where('[kind+id]')
      .between(['patient', 'a'], ['patient', Dexie.maxKey], false, true)
      .toArray();
    expect(paged.map((r) => r.id)).toEqual(['b']);
    expect(await db.outbox.count()).toBe(1);
    // Version 7 reads a record's outbox entries by record, the v1 entry among them.
    expect(await db.outbox.where('recordId').equals('a').count()).toBe(1);
    const infos = await db.sections
      .where('[name+recordId]')
      .between(['info', ''], ['info', Dexie.maxKey])
      .toArray();
    expect(infos.map((s) => s.recordId)).toEqual(['a']);
    // Version 4 adds the store for unsaved form text.
    expect(await db.drafts.count()).toBe(0);
    // Version 6 adds the access log's queue.
    expect(await db.accessEvents.count()).toBe(0);
    // Version 8 reads a record's sections through the primary key, without an index of their own.
    const named = await db.sections.where('recordId').equals('a').toArray();
    expect(named.map((s) => s.name)).toEqual(['info', 'patientReg']);
    expect(db.sections.schema.indexes.map((i) => i.name)).toEqual(['[name+recordId]']);
    expect(db.verno).toBe(8);
  });
});
