import { fixturePatients } from '@optolight/fixtures';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRecord, saveSectionOnDevice } from '../db/repo';
import { SyncEngine } from './engine';
import { injectSend, sendTransport } from '../../test/sync/inject-transport';
import { deviceDb } from '../../test/sync/local-db';
import { chaosServer } from '../../test/sync/server';

let server: Awaited<ReturnType<typeof chaosServer>>;
beforeAll(async () => {
  server = await chaosServer();
});
afterAll(() => server.close());

it('takes what the server stored (normalised) as its next base, so it never conflicts with itself', async () => {
  const token = await server.account();
  const engine = new SyncEngine({
    db: deviceDb('stored-base'),
    transport: sendTransport(injectSend(server.app, () => token)),
  });
  const db = engine.db;
  const typed = { ...fixturePatients.maria, firstName: 'Ada ' };
  const id = await createRecord(db, { kind: 'patient', parentId: null, sections: { info: typed } });
  expect(await engine.syncOnce()).toBe('synced');
  const synced = await db.sections.get([id, 'info']);
  expect(synced).toMatchObject({ data: { firstName: 'Ada' }, serverData: { firstName: 'Ada' } });

  // The person now renames the patient: the server must see an edit of what it stored.
  const shown = synced?.data;
  await saveSectionOnDevice(db, id, 'info', { ...typed, firstName: 'Adaline' }, shown);
  expect(await engine.syncOnce()).toBe('synced');
  expect(await db.conflicts.count()).toBe(0);
  expect((await db.sections.get([id, 'info']))?.data).toMatchObject({ firstName: 'Adaline' });
});
