import { api } from '@optolight/contract';
import { fixturePatients } from '@optolight/fixtures';
import {
  makeAccount,
  startHarness,
  type Account,
  type Harness,
} from '@optolight/sync-server/testing';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastSentOutcome, saveHomeOutcome, unsentCount, waitingOutcomes } from './outcome-queue';
import { TrainerDb } from './trainer-db';
import { syncTrainer } from './trainer-sync';
import { sendTransport, type Send } from './transport';

/** Questionnaires filled in the trainer, kept on a real Dexie over fake-indexeddb and sent to a
 * real server (docs/outcome-measures.md#at-home). */
let h: Harness;
let pro: Account;
let n = 0;
const device = (factory = new IDBFactory()) =>
  new TrainerDb(`outcome-test-${++n}`, { indexedDB: factory, IDBKeyRange });

const inject = async (who: Account, method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await h.app.inject({
    method,
    url,
    headers: who.auth,
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json<unknown>();
};
const sendAs =
  (who: Account): Send =>
  async (method, path, body) => {
    const res = await h.app.inject({
      method,
      url: path,
      headers: who.auth,
      ...(body ? { payload: body } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };
const ciss = () => ({
  id: uuidv7(),
  instrument: 'CISS' as const,
  takenAt: '2026-03-02',
  answers: Array.from({ length: 15 }, () => 2),
});

/** A patient record of the professional's and a patient account, linked when asked. */
async function patientPair(linked: boolean) {
  const account = await makeAccount(h.app, 'patientBasic');
  const { patientAutoGenId } = (await inject(pro, 'POST', '/api/patient', {
    ...fixturePatients.maria,
    patientId: `HQ-${++n}`,
  })) as { patientAutoGenId: string };
  const linkNow = async () => {
    const { code } = (await inject(pro, 'POST', `/api/invite/${patientAutoGenId}`)) as {
      code: string;
    };
    await inject(account, 'POST', '/api/link', { code });
  };
  if (linked) await linkNow();
  const therapistList = async () =>
    api.listOutcomes.response.parse(await inject(pro, 'GET', `/api/outcomes/${patientAutoGenId}`));
  return { account, linkNow, therapistList };
}

beforeAll(async () => {
  h = await startHarness();
  pro = await makeAccount(h.app, 'professionalBasic');
});
afterAll(() => h.close());

describe('questionnaires filled in the trainer', () => {
  it('waits through a reload offline and is sent once online, scored by the server', async () => {
    const { account, therapistList } = await patientPair(true);
    const factory = new IDBFactory();
    const first = device(factory);
    const name = first.name;
    const filled = ciss();
    await saveHomeOutcome(first, filled);
    const offline: Send = () => Promise.resolve({ status: 0, body: { message: 'Offline' } });
    expect((await syncTrainer(first, sendTransport(offline))).status).toBe('offline');
    first.close();

    const reloaded = new TrainerDb(name, { indexedDB: factory, IDBKeyRange });
    expect((await waitingOutcomes(reloaded)).map((o) => [o.id, o.status])).toEqual([
      [filled.id, 'pending'],
    ]);
    expect((await syncTrainer(reloaded, sendTransport(sendAs(account)))).status).toBe('synced');
    expect(await waitingOutcomes(reloaded)).toEqual([]);
    expect(await reloaded.outcomes.get(filled.id)).toMatchObject({
      status: 'sent',
      result: { id: filled.id, score: 30, flagged: true },
    });
    expect((await lastSentOutcome(reloaded))?.sentAt).toEqual(expect.any(String));
    expect((await therapistList()).map((r) => r.id)).toEqual([filled.id]);
  });

  it('is stored once when the answer to its first send was lost', async () => {
    const { account, therapistList } = await patientPair(true);
    const db = device();
    const filled = ciss();
    await saveHomeOutcome(db, filled);
    let lost = 1;
    const flaky: Send = async (method, path, body) => {
      const res = await sendAs(account)(method, path, body);
      if (path === api.saveMyOutcome.path && lost-- > 0)
        return { status: 0, body: { message: 'Offline' } };
      return res;
    };
    expect((await syncTrainer(db, sendTransport(flaky))).status).toBe('offline');
    expect((await db.outcomes.get(filled.id))?.status).toBe('pending');
    expect((await syncTrainer(db, sendTransport(flaky))).status).toBe('synced');
    expect((await db.outcomes.get(filled.id))?.status).toBe('sent');
    expect((await therapistList()).map((r) => r.id)).toEqual([filled.id]);
  });

  it('is kept with the reason while the account is not linked, and sent after linking', async () => {
    const { account, linkNow, therapistList } = await patientPair(false);
    const db = device();
    const filled = ciss();
    await saveHomeOutcome(db, filled);
    await syncTrainer(db, sendTransport(sendAs(account)));
    const held = await waitingOutcomes(db);
    expect(held).toMatchObject([{ id: filled.id, status: 'held' }]);
    expect(held[0]?.message).toContain('not linked');
    // Logout warns before it removes the trainer database: a held questionnaire is unsent work.
    expect(await unsentCount(db)).toBe(1);

    await linkNow();
    await syncTrainer(db, sendTransport(sendAs(account)));
    expect(await waitingOutcomes(db)).toEqual([]);
    expect(await unsentCount(db)).toBe(0);
    expect((await therapistList()).map((r) => r.id)).toEqual([filled.id]);
  });
});
