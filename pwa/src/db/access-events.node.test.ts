import { api, type AccessLogResponse } from '@optolight/contract';
import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import {
  makeAccount,
  startHarness,
  type Account,
  type Harness,
} from '@optolight/sync-server/testing';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countQueuedAccess,
  flushAccessEvents,
  queueAccess,
  type SendAccess,
} from './access-events';
import { countPending } from './outbox';
import { setMeta } from './meta';
import { OptolightDb } from './schema';

let h: Harness;
let a: Account, b: Account;
let patient: string, evaluation: string;
const deviceId = uuidv7();
let n = 0;
/** A device: its own in-memory IndexedDB, as separate as two tablets are. */
const device = (indexedDB = new IDBFactory()) =>
  new OptolightDb(`access-test-${++n}`, { indexedDB, IDBKeyRange });

let posts: number[] = [];
/** POST /api/audit/events on the real server; `lose` drops the answer after the server took it. */
const sendAs =
  (who: Account, options: { isOnline?: boolean; lose?: boolean } = {}): SendAccess =>
  async (body) => {
    if (options.isOnline === false) throw new Error('offline');
    posts.push(body.events.length);
    const res = await h.app.inject({
      method: 'POST',
      url: api.postAccessEvents.path,
      headers: who.auth,
      payload: body,
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    if (options.lose) throw new Error('the answer was lost');
    return api.postAccessEvents.response.parse(res.json());
  };
const serverLog = async () => {
  const res = await h.app.inject({
    url: `/api/audit?patientId=${patient}&limit=200`,
    headers: a.auth,
  });
  return res.json<AccessLogResponse>().entries;
};

beforeAll(async () => {
  h = await startHarness();
  [a, b] = await Promise.all([
    makeAccount(h.app, 'professionalBasic'),
    makeAccount(h.app, 'professionalBasic'),
  ]);
  const post = (url: string, payload: object) =>
    h.app.inject({ method: 'POST', url, headers: a.auth, payload });
  patient = (await post('/api/patient', fixturePatients.maria)).json<{ patientAutoGenId: string }>()
    .patientAutoGenId;
  evaluation = (
    await post(`/api/patient/${patient}`, { appointment: fullMainEvaluation.appointment })
  ).json<{ appointmentId: string }>().appointmentId;
  await post('/api/sync/devices', { deviceId, name: 'Safari on iPad' });
});
afterAll(() => h.close());

describe('the access log queue on the device', () => {
  it('keeps events across a reload, apart from the clinical outbox', async () => {
    const indexedDB = new IDBFactory();
    const first = device(indexedDB);
    await queueAccess(first, patient, 'view');
    await queueAccess(first, evaluation, 'print');
    first.close();
    const again = new OptolightDb(first.name, { indexedDB, IDBKeyRange });
    expect(await countQueuedAccess(again)).toBe(2);
    expect(await countPending(again)).toBe(0);
    const [event] = await again.accessEvents.toArray();
    expect(Object.keys(event ?? {}).sort()).toEqual(['action', 'at', 'id', 'recordId']);
  });

  it("sends views, prints and exports with the device's name, and empties the queue", async () => {
    const db = device();
    await setMeta(db, 'deviceId', deviceId);
    const before = (await serverLog()).length;
    await queueAccess(db, patient, 'view');
    await queueAccess(db, evaluation, 'print');
    await queueAccess(db, evaluation, 'export');
    await flushAccessEvents(db, sendAs(a));
    expect(await countQueuedAccess(db)).toBe(0);
    const log = await serverLog();
    expect(log.length).toBe(before + 3);
    expect(log.slice(0, 3).map((e) => [e.action, e.device?.name])).toEqual([
      ['export', 'Safari on iPad'],
      ['print', 'Safari on iPad'],
      ['view', 'Safari on iPad'],
    ]);
  });

  it('keeps the queue offline, and a batch sent again after a lost answer is stored once', async () => {
    const db = device();
    await queueAccess(db, patient, 'view');
    await expect(flushAccessEvents(db, sendAs(a, { isOnline: false }))).rejects.toThrow('offline');
    expect(await countQueuedAccess(db)).toBe(1);
    const before = (await serverLog()).length;
    await expect(flushAccessEvents(db, sendAs(a, { lose: true }))).rejects.toThrow('lost');
    expect(await countQueuedAccess(db)).toBe(1);
    await flushAccessEvents(db, sendAs(a));
    expect(await countQueuedAccess(db)).toBe(0);
    expect((await serverLog()).length).toBe(before + 1);
  });

  it('sends a long queue in bounded batches, one flush at a time', async () => {
    const db = device();
    for (let i = 0; i < 450; i++) await queueAccess(db, patient, 'view', new Date(Date.now() - i));
    posts = [];
    const send = sendAs(a);
    await Promise.all([flushAccessEvents(db, send), flushAccessEvents(db, send)]);
    expect(posts).toEqual([200, 200, 50]);
    expect(await countQueuedAccess(db)).toBe(0);
  });

  it("drops events another account's server refuses, without storing them", async () => {
    const db = device();
    const before = (await serverLog()).length;
    await queueAccess(db, patient, 'view');
    await flushAccessEvents(db, sendAs(b));
    expect(await countQueuedAccess(db)).toBe(0);
    expect((await serverLog()).length).toBe(before);
  });
});
