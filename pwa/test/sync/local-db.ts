import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { OptolightDb } from '../../src/db/schema';

/** A device's database on its own in-memory IndexedDB, as separate as two tablets are. */
export function deviceDb(name: string): OptolightDb {
  return new OptolightDb(name, { indexedDB: new IDBFactory(), IDBKeyRange });
}
