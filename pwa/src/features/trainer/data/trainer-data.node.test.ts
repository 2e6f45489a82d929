import { noSymptoms, type TrainerRound } from '@optolight/domain';
import {
  makeAccount,
  type Account,
  startHarness,
  type Harness,
} from '@optolight/sync-server/testing';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoundSession } from '../engine/round-session';
import { countRounds, pendingCount, rejectedRounds, saveRound } from './rounds-store';
import { TrainerDb } from './trainer-db';
import { syncTrainer } from './trainer-sync';
import { sendTransport, type Send } from './transport';

const calibration = {
  pxPerCm: 40,
  viewingDistanceCm: 50,
  screenWidthPx: 768,
  screenHeightPx: 1024,
};
let n = 0;
/** A device: its own in-memory IndexedDB, as separate as two tablets are. */
const device = () =>
  new TrainerDb(`trainer-test-${++n}`, { indexedDB: new IDBFactory(), IDBKeyRange });

function playRound(hits = 3): TrainerRound {
  const s = new RoundSession('saccades');
  for (let i = 0; i < hits; i++) s.record({ atMs: i * 1000, isCorrect: true, reactionMs: 450 });
  s.record({ atMs: hits * 1000, isCorrect: false, reactionMs: null });
  return s.finish({
    startedAt: new Date(Date.now() - 45_000),
    endedAt: new Date(),
    calibration,
    symptomsBefore: noSymptoms,
    symptomsAfter: noSymptoms,
  });
}

let h: Harness;
let patient: Account;
let calls: string[] = [];
let isOnline = true;
const send =
  (who: () => Account): Send =>
  async (method, path, body) => {
    calls.push(`${method} ${path}`);
    if (!isOnline) return { status: 0, body: { message: 'Offline' } };
    const res = await h.app.inject({
      method,
      url: path,
      headers: who().auth,
      ...(body ? { payload: body } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };

beforeAll(async () => {
  h = await startHarness();
  patient = await makeAccount(h.app, 'patientBasic');
});
afterAll(() => h.close());

describe('rounds on the device', () => {
  it('stores a round and its queue entry together', async () => {
    const db = device();
    const round = playRound();
    await saveRound(db, round);
    expect(await db.rounds.get(round.id)).toEqual(round);
    expect(await db.queue.get(round.id)).toMatchObject({ status: 'pending' });
  });

  it('stores neither when the write fails half-way', async () => {
    const db = device();
    const round = playRound();
    // A queue write that throws must undo the round written before it in the same transaction.
    db.queue.hook('creating', () => {
      throw new Error('disk trouble');
    });
    await expect(saveRound(db, round)).rejects.toThrow('disk trouble');
    expect(await db.rounds.count()).toBe(0);
  });

  it('refuses a round whose totals do not match its trials', async () => {
    const db = device();
    await expect(saveRound(db, { ...playRound(), score: 1 })).rejects.toThrow();
    expect(await db.queue.count()).toBe(0);
  });
});

describe('trainer sync with the real server', () => {
  it('sends queued rounds once, empties the queue, and a second device pulls them', async () => {
    const a = device();
    const rounds = [playRound(), playRound(2), playRound(1)];
    for (const r of rounds) await saveRound(a, r);
    const t = sendTransport(send(() => patient));
    expect(await syncTrainer(a, t)).toEqual({ status: 'synced', serverTotal: 3 });
    expect(await pendingCount(a)).toBe(0);
    expect(await countRounds(a)).toBe(3);

    const b = device();
    await saveRound(b, playRound());
    expect(await syncTrainer(b, t)).toEqual({ status: 'synced', serverTotal: 4 });
    // Local and pulled rounds together, each id once.
    expect(await countRounds(b)).toBe(4);
    expect(await syncTrainer(a, t)).toMatchObject({ serverTotal: 4 });
    expect(await countRounds(a)).toBe(4);
  });

  it('keeps the queue while offline and after a 401, and sends it later', async () => {
    const db = device();
    const acct = await makeAccount(h.app, 'userOffer');
    await saveRound(db, playRound());
    isOnline = false;
    expect(await syncTrainer(db, sendTransport(send(() => acct)))).toMatchObject({
      status: 'offline',
    });
    isOnline = true;
    const signedOut = sendTransport(() =>
      Promise.resolve({ status: 401, body: { message: 'Sign in' } }),
    );
    expect(await syncTrainer(db, signedOut)).toMatchObject({ status: 'signIn' });
    expect(await pendingCount(db)).toBe(1);
    expect(await syncTrainer(db, sendTransport(send(() => acct)))).toMatchObject({
      serverTotal: 1,
    });
    expect(await pendingCount(db)).toBe(0);
  });

  it('sends the queue when the network comes back while an offline run is still failing', async () => {
    const db = device();
    const acct = await makeAccount(h.app, 'userOffer');
    await saveRound(db, playRound());
    let answerOffline!: () => void;
    const offlineAnswer = new Promise<void>((resolve) => (answerOffline = resolve));
    const online = send(() => acct);
    let first = true;
    const t = sendTransport(async (...args) => {
      if (!first) return online(...args);
      first = false;
      await offlineAnswer;
      return { status: 0, body: { message: 'Offline' } };
    });
    const offlineRun = syncTrainer(db, t);
    // The 'online' event lands while the first push still waits for its failure.
    const onlineRun = syncTrainer(db, t);
    answerOffline();
    expect(await offlineRun).toMatchObject({ status: 'offline' });
    expect(await onlineRun).toMatchObject({ status: 'synced', serverTotal: 1 });
    expect(await pendingCount(db)).toBe(0);
  });

  it('keeps rounds queued for an account without the trainer, with the Pricing link', async () => {
    const db = device();
    const user = await makeAccount(h.app);
    await saveRound(db, playRound());
    const result = await syncTrainer(db, sendTransport(send(() => user)));
    expect(result).toMatchObject({ status: 'refused', link: '/plans' });
    expect(await pendingCount(db)).toBe(1);
  });

  it('marks a round the server refuses as rejected and goes on with the rest', async () => {
    const other = await makeAccount(h.app, 'patientBasic');
    const taken = playRound();
    const theirs = device();
    await saveRound(theirs, taken);
    await syncTrainer(theirs, sendTransport(send(() => other)));
    const db = device();
    const mine = playRound();
    await saveRound(db, taken);
    await saveRound(db, mine);
    calls = [];
    expect(await syncTrainer(db, sendTransport(send(() => patient)))).toMatchObject({
      status: 'synced',
    });
    expect(await rejectedRounds(db)).toMatchObject([{ id: taken.id, status: 'rejected' }]);
    expect(await pendingCount(db)).toBe(0);
    // The rejected round is not sent again.
    calls = [];
    await syncTrainer(db, sendTransport(send(() => patient)));
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('sends a long queue in batches of 200', async () => {
    const db = device();
    const acct = await makeAccount(h.app, 'patientBasic');
    for (let i = 0; i < 450; i++) await saveRound(db, playRound(1));
    calls = [];
    expect(await syncTrainer(db, sendTransport(send(() => acct)))).toMatchObject({
      serverTotal: 450,
    });
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(3);
  });
});
