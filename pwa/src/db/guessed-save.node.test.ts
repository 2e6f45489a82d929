import { fixturePatients } from '@optolight/fixtures';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createRecord, prepareSave, saveSection } from './repo';
import { OptolightDb } from './schema';

/** A connection to a device database that counts the write transactions it starts. */
function openTab(indexedDB: IDBFactory, name: string) {
  const db = new OptolightDb(name, { indexedDB, IDBKeyRange });
  const counted = { writeTransactions: 0 };
  db.use({
    stack: 'dbcore',
    name: 'count-write-transactions',
    create: (down) => ({
      ...down,
      transaction: (stores, mode, options) => {
        if (mode === 'readwrite') counted.writeTransactions += 1;
        return down.transaction(stores, mode, options);
      },
    }),
  });
  return Object.assign(counted, { db });
}

let n = 0;
/** Two tabs of one device: two connections to the same database. */
function twoTabs() {
  const indexedDB = new IDBFactory();
  const name = `guessed-save-${String(++n)}`;
  return [openTab(indexedDB, name), openTab(indexedDB, name)] as const;
}

const maria = fixturePatients.maria;
const newPatient = (db: OptolightDb) =>
  createRecord(db, { kind: 'patient', parentId: null, sections: { info: maria } });

/** A second save of Maria's address, made from the form the first one left. */
const moveFromDoralToHialeah = (db: OptolightDb, id: string) =>
  saveSection(db, id, 'info', { ...maria, city: 'Hialeah' }, { ...maria, city: 'Doral' });

describe('a save this tab saw coming', () => {
  it('is written in one transaction, and stores what a save always stored', async () => {
    const [tab] = twoTabs();
    const id = await newPatient(tab.db);
    await tab.db.outbox.update(2, { attempted: true });
    await prepareSave(tab.db, id, 'info');
    tab.writeTransactions = 0;
    await saveSection(tab.db, id, 'info', { ...maria, city: 'Doral' }, maria);
    await moveFromDoralToHialeah(tab.db, id);
    expect(tab.writeTransactions).toBe(2);
    const entries = await tab.db.outbox.orderBy('seq').toArray();
    // The first save appended seq 3; the second, still unsent, folded into it.
    expect(entries.map((e) => [e.seq, e.type, e.attempted])).toEqual([
      [1, 'createRecord', false],
      [2, 'saveSection', true],
      [3, 'saveSection', false],
    ]);
    expect(entries[2]).toMatchObject({ base: maria, data: { city: 'Hialeah' } });
    expect(await tab.db.meta.get('lastSeq')).toEqual({ key: 'lastSeq', value: 3 });
    expect((await tab.db.sections.get([id, 'info']))?.data).toEqual({ ...maria, city: 'Hialeah' });
  });

  it('is saved again from what is stored when another tab queued a change meanwhile', async () => {
    const [tab, other] = twoTabs();
    const id = await newPatient(tab.db);
    await prepareSave(tab.db, id, 'info');
    // The other tab saves another section: seq 3 is now taken.
    await saveSection(other.db, id, 'notes', { text: 'seen' });
    tab.writeTransactions = 0;
    await saveSection(tab.db, id, 'info', { ...maria, city: 'Doral' }, maria);
    expect(tab.writeTransactions).toBe(2);
    const entries = await tab.db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => [e.seq, e.type === 'saveSection' && e.section])).toEqual([
      [1, false],
      [2, 'info'],
      [3, 'notes'],
    ]);
    expect(entries[1]).toMatchObject({ data: { city: 'Doral' }, attempted: false });
    expect(await tab.db.meta.get('lastSeq')).toEqual({ key: 'lastSeq', value: 3 });
  });

  it('never folds into an entry the sync engine started sending meanwhile', async () => {
    const [tab, other] = twoTabs();
    const id = await newPatient(tab.db);
    await saveSection(tab.db, id, 'info', { ...maria, city: 'Doral' }, maria);
    await other.db.outbox.update(2, { attempted: true });
    await moveFromDoralToHialeah(tab.db, id);
    expect(await tab.db.outbox.get(2)).toMatchObject({ data: { city: 'Doral' }, attempted: true });
    expect(await tab.db.outbox.get(3)).toMatchObject({
      base: { city: 'Doral' },
      data: { city: 'Hialeah' },
      attempted: false,
    });
  });

  it('merges over content pulled meanwhile, keeping both sides of a field both changed', async () => {
    const [tab, other] = twoTabs();
    const id = await newPatient(tab.db);
    await tab.db.outbox.update(2, { attempted: true });
    await prepareSave(tab.db, id, 'info');
    await other.db.sections.update([id, 'info'], {
      data: { ...maria, city: 'Doral', state: 'GA' },
    });
    await saveSection(tab.db, id, 'info', { ...maria, zip: '33178', state: 'TX' }, maria);
    expect((await tab.db.sections.get([id, 'info']))?.data).toMatchObject({
      city: 'Doral',
      zip: '33178',
      state: 'TX',
    });
    expect(await tab.db.outbox.get(3)).toMatchObject({
      base: { city: 'Doral', state: 'FL' },
      data: { state: 'TX' },
    });
  });
});
