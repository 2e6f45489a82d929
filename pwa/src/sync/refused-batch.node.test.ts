import type { Mutation } from '@optolight/contract';
import { fixturePatients } from '@optolight/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMeta } from '../db/meta';
import { createRecord } from '../db/repo';
import type { OptolightDb } from '../db/schema';
import { SyncEngine, type EngineStatus } from './engine';
import { refusedChangesFile } from './refused-file';
import {
  injectSend,
  sendTransport,
  type RawResponse,
  type Send,
} from '../../test/sync/inject-transport';
import { deviceDb } from '../../test/sync/local-db';
import { chaosServer } from '../../test/sync/server';

let server: Awaited<ReturnType<typeof chaosServer>>;
beforeAll(async () => {
  server = await chaosServer();
});
afterAll(() => server.close());

/** Answers a push itself when `refuse` returns an answer; everything else reaches the server. */
type Refuse = (mutations: Mutation[]) => RawResponse | undefined;

let n = 0;
async function device(refuse: Refuse = () => undefined) {
  const token = await server.account();
  const real = injectSend(server.app, () => token);
  const pushes: Mutation[][] = [];
  const net = { refuse, dropAnswer: (_: Mutation[]) => false };
  const send: Send = async (method, url, payload) => {
    if (!url.startsWith('/api/sync/push')) return real(method, url, payload);
    const { mutations } = payload as { mutations: Mutation[] };
    pushes.push(mutations);
    const refused = net.refuse(mutations);
    if (refused) return refused;
    const res = await real(method, url, payload);
    if (net.dropAnswer(mutations)) throw new TypeError('network: answer lost');
    return res;
  };
  const statuses: EngineStatus[] = [];
  const engine = new SyncEngine({
    db: deviceDb(`refused-${++n}`),
    transport: sendTransport(send),
    onStatus: (s) => statuses.push(s),
  });
  return { engine, db: engine.db, pushes, net, statuses };
}

const patient = (db: OptolightDb, patientId: string, extra: object = {}) =>
  createRecord(db, {
    kind: 'patient',
    parentId: null,
    sections: { info: { ...fixturePatients.maria, patientId, ...extra } },
  });

const json = (status: number, body: object): RawResponse => ({
  status,
  body: JSON.stringify(body),
});

async function serverAckedSeq(db: OptolightDb): Promise<number | undefined> {
  const deviceId = await getMeta(db, 'deviceId', '');
  return (await server.mutationCounts()).find((c) => c.deviceId === deviceId)?.lastSeq;
}

describe('a whole push batch refused with a 4xx', () => {
  it('finds the entry the server cannot take (413), withdraws it and sends the rest', async () => {
    const d = await device();
    await patient(d.db, 'OPT-2001');
    // Beyond the push body limit (16 MiB): the real server refuses any request holding it.
    const huge = await patient(d.db, 'OPT-2002', { address: 'x'.repeat(17 * 1024 * 1024) });
    const after = await patient(d.db, 'OPT-2003');

    expect(await d.engine.syncOnce()).toBe('synced');
    expect(d.pushes.length).toBeLessThanOrEqual(8);
    expect(await serverAckedSeq(d.db)).toBe(6);
    expect((await d.db.sections.get([after, 'info']))?.serverVersion).toBe(1);
    const rejected = await d.db.outbox.where('status').equals('rejected').toArray();
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({
      seq: 4,
      type: 'saveSection',
      recordId: huge,
      error: { message: 'The upload is too large' },
    });
    expect(d.statuses.at(-1)).toMatchObject({ outcome: 'synced', pending: 0, rejected: 1 });
    // Kept on the device, and the next round does not send it again.
    expect((await d.db.sections.get([huge, 'info']))?.data).toMatchObject({
      patientId: 'OPT-2002',
    });
    const sent = d.pushes.length;
    expect(await d.engine.syncOnce()).toBe('synced');
    expect(d.pushes.length).toBe(sent);
  }, 60_000);

  it('keeps the server message and field errors, and saves them in the download', async () => {
    let bad = '';
    const d = await device((mutations) =>
      mutations.some((m) => m.type === 'saveSection' && m.recordId === bad)
        ? json(400, { message: 'Request body is not valid', errors: { data: 'Too deep' } })
        : undefined,
    );
    await patient(d.db, 'OPT-3001');
    bad = await patient(d.db, 'OPT-3002', { city: 'Hialeah' });
    await patient(d.db, 'OPT-3003');

    expect(await d.engine.syncOnce()).toBe('synced');
    expect(await serverAckedSeq(d.db)).toBe(6);
    const [entry] = await d.db.outbox.where('status').equals('rejected').toArray();
    expect(entry?.error).toEqual({
      message: 'Request body is not valid',
      errors: { data: 'Too deep' },
    });
    const file = JSON.parse(await (await refusedChangesFile(d.db)).text()) as {
      changes: unknown[];
    };
    expect(file.changes).toEqual([
      expect.objectContaining({
        recordId: bad,
        section: 'info',
        data: expect.objectContaining({ patientId: 'OPT-3002', city: 'Hialeah' }) as unknown,
        message: 'Request body is not valid',
        errors: { data: 'Too deep' },
        savedAt: entry?.createdAt,
      }),
    ]);
  });

  it('sends a withdraw again when its answer was lost, and settles it once', async () => {
    let bad = '';
    const d = await device((mutations) =>
      mutations.some((m) => m.type === 'saveSection' && m.recordId === bad)
        ? json(413, { message: 'The upload is too large' })
        : undefined,
    );
    d.net.dropAnswer = (mutations) => mutations.some((m) => m.type === 'withdraw');
    bad = await patient(d.db, 'OPT-4001');
    expect(await d.engine.syncOnce()).toBe('offline');
    expect(await d.db.outbox.where('status').equals('rejected').count()).toBe(0);
    d.net.dropAnswer = () => false;
    expect(await d.engine.syncOnce()).toBe('synced');
    expect(d.pushes.filter((p) => p.some((m) => m.type === 'withdraw'))).toHaveLength(2);
    const rejected = await d.db.outbox.where('status').equals('rejected').toArray();
    expect(rejected).toMatchObject([
      { seq: 2, recordId: bad, error: { message: 'The upload is too large' } },
    ]);
    expect(await serverAckedSeq(d.db)).toBe(2);
  });

  it('leaves the queue as it is when the server refuses everything from this device', async () => {
    for (const status of [400, 403, 404]) {
      const d = await device(() => json(status, { message: `refused ${status}` }));
      await patient(d.db, `OPT-5${status}`);
      for (let round = 0; round < 2; round++) {
        d.pushes.length = 0;
        expect(await d.engine.syncOnce()).toBe('failed');
        expect(d.statuses.at(-1)?.message).toBe(`refused ${status}`);
        expect(d.pushes.length).toBeLessThanOrEqual(status === 400 ? 3 : 1);
        const entries = await d.db.outbox.toArray();
        expect(entries.map((e) => [e.status, 'refused' in e])).toEqual([
          ['pending', false],
          ['pending', false],
        ]);
      }
    }
  });
});
