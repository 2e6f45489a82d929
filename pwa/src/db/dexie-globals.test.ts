import Dexie from 'dexie';
import { expect, it } from 'vitest';

/** This file imports Dexie without fake-indexeddb: whichever file of a worker loads Dexie first,
 * it must find IndexedDB (test/setup.ts), or every later file of that worker goes without. */
it('finds IndexedDB whichever file loads Dexie first', () => {
  expect(Dexie.dependencies.indexedDB).toBeDefined();
  expect(Dexie.dependencies.IDBKeyRange).toBeDefined();
});
