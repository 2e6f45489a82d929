import { fixturePatients } from '@optolight/fixtures';
import type { HomeProgram } from '@optolight/domain';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord } from '../../../db/repo';
import { OptolightDb } from '../../../db/schema';
import { SyncEngine } from '../../../sync/engine';
import { injectSend, sendTransport, type Send } from '../../../../test/sync/inject-transport';
import { chaosServer } from '../../../../test/sync/server';
import { readDeviceProgram, saveProgram } from './program-section';

let server: Awaited<ReturnType<typeof chaosServer>>;
beforeAll(async () => {
  server = await chaosServer();
});
afterAll(() => server.close());

const program: HomeProgram = {
  exercises: [{ exercise: 'saccades', unit: 'minutes', amount: 5 }],
  startLevel: 2,
  sessionsPerWeek: 4,
  startDate: '2026-03-02',
  endDate: '2026-04-12',
  note: 'Mornings, glasses on.',
};

/** A tablet whose database outlives its page: `reload` opens the same IndexedDB again. */
function tablet(token: string, name: string) {
  const indexedDB = new IDBFactory();
  const net = { isOnline: true };
  const real = injectSend(server.app, () => token);
  const send: Send = (method, url, payload) =>
    net.isOnline ? real(method, url, payload) : Promise.reject(new TypeError('offline'));
  const open = () =>
    new SyncEngine({
      db: new OptolightDb(name, { indexedDB, IDBKeyRange }),
      transport: sendTransport(send),
      onStatus: () => undefined,
    });
  const t = {
    net,
    engine: open(),
    get db() {
      return t.engine.db;
    },
    reload: () => {
      t.engine.db.close();
      t.engine = open();
    },
  };
  return t;
}

const versionsOf = async (token: string, patientId: string) => {
  const res = await injectSend(server.app, () => token)('GET', `/api/program/${patientId}`);
  return (res.body as { versions: { version: number; program: HomeProgram }[] }).versions;
};

/** docs/sync-protocol.md#home-programmes */
describe('a programme prescribed on a tablet', () => {
  it('is queued offline, survives a reload, reaches the server once and shows on a second tablet', async () => {
    const token = await server.account();
    const first = tablet(token, 'first');
    const patientId = await createRecord(first.db, {
      kind: 'patient',
      parentId: null,
      sections: { info: fixturePatients.maria },
    });
    expect(await first.engine.syncOnce()).toBe('synced');

    first.net.isOnline = false;
    await saveProgram(first.db, patientId, program, undefined);
    expect(await first.engine.syncOnce()).toBe('offline');
    first.reload();
    expect(await readDeviceProgram(first.db, patientId)).toMatchObject({ program, isQueued: true });

    first.net.isOnline = true;
    expect(await first.engine.syncOnce()).toBe('synced');
    expect(await first.engine.syncOnce()).toBe('synced');
    expect(await readDeviceProgram(first.db, patientId)).toMatchObject({ isQueued: false });
    expect(await versionsOf(token, patientId)).toMatchObject([{ version: 1, program }]);

    const second = tablet(token, 'second');
    expect(await second.engine.syncOnce()).toBe('synced');
    expect((await readDeviceProgram(second.db, patientId)).program).toEqual(program);
  });

  it('keeps a clash with another tablet as a conflict, never overwriting the first save', async () => {
    const token = await server.account();
    const first = tablet(token, 'first');
    const patientId = await createRecord(first.db, {
      kind: 'patient',
      parentId: null,
      sections: { info: fixturePatients.maria },
    });
    await saveProgram(first.db, patientId, program, undefined);
    expect(await first.engine.syncOnce()).toBe('synced');
    const second = tablet(token, 'second');
    expect(await second.engine.syncOnce()).toBe('synced');

    const opened = (await readDeviceProgram(second.db, patientId)).storedData;
    second.net.isOnline = false;
    await saveProgram(second.db, patientId, { ...program, note: 'After lunch.' }, opened);
    await saveProgram(
      first.db,
      patientId,
      { ...program, note: 'Evenings.', startLevel: 3 },
      program,
    );
    expect(await first.engine.syncOnce()).toBe('synced');
    second.net.isOnline = true;
    await second.engine.syncOnce();

    expect(await second.db.conflicts.count()).toBe(1);
    const [latest] = await versionsOf(token, patientId);
    expect(latest?.program).toMatchObject({ note: 'Evenings.', startLevel: 3 });
    expect((await readDeviceProgram(second.db, patientId)).program).toMatchObject({
      note: 'Evenings.',
      startLevel: 3,
    });
  });
});
