import type { TrainerRound } from '@optolight/domain';
import { playedRound } from '@optolight/fixtures';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { makeAccount, type Account } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';

const url = '/api/trainer/rounds';

/** A valid round: its totals come from its trials, as the device computes them. */
function makeRound(overrides: Partial<TrainerRound> = {}): TrainerRound {
  return playedRound(uuidv7(), '2025-03-01T10:00:00.000Z', {
    exercise: 'eyeHand',
    endedAt: '2025-03-01T10:00:30.000Z',
    trials: [
      { atMs: 1000, level: 0, isCorrect: true, reactionMs: 420 },
      { atMs: 3000, level: 0, isCorrect: true, reactionMs: 380 },
      { atMs: 5000, level: 1, isCorrect: false, reactionMs: null },
    ],
    ...overrides,
  });
}

let h: Harness;
let patient: Account, trial: Account, pro: Account, user: Account, other: Account;
const as = (a?: Account) => caller(() => h.app, a?.auth);
const expire = (a: Account) =>
  h.app.storage.write(async (tx) => {
    await tx
      .update(users)
      .set({ planExpiresAt: '2020-01-01T00:00:00.000Z' })
      .where(eq(users.id, a.userId));
  });

beforeAll(async () => {
  h = await startHarness({ LOGIN_RATE_MAX: '1000' });
  [patient, trial, pro, user, other] = await Promise.all([
    makeAccount(h.app, 'patientBasic'),
    makeAccount(h.app, 'userOffer'),
    makeAccount(h.app, 'professionalBasic'),
    makeAccount(h.app),
    makeAccount(h.app, 'patientBasic'),
  ]);
});
afterAll(() => h.close());

describe('trainer rounds: access', () => {
  it('needs a signed-in caller', async () => {
    expect((await as().get(url)).statusCode).toBe(401);
    expect((await as().post(url, { rounds: [makeRound()] })).statusCode).toBe(401);
  });

  it('sends a user account without a plan to Pricing with 403', async () => {
    for (const res of [
      await as(user).get(url),
      await as(user).post(url, { rounds: [makeRound()] }),
    ]) {
      expect(res.statusCode).toBe(403);
      const body = res.json<{ link: string; message: string }>();
      expect(body.link).toBe('/plans');
      expect(body.message).toMatch(/patient plan/);
    }
  });

  it('lets a patient plan, the trial and a professional plan train', async () => {
    for (const who of [patient, trial, pro]) {
      const res = await as(who).post(url, { rounds: [makeRound()] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ results: [{ status: 'stored' }], total: 1 });
    }
  });

  it('keeps a lapsed professional training, and a lapsed patient reading but not adding', async () => {
    const [lapsedPro, lapsedPatient] = await Promise.all([
      makeAccount(h.app, 'professionalBasic'),
      makeAccount(h.app, 'patientBasic'),
    ]);
    const kept = makeRound();
    expect((await as(lapsedPatient).post(url, { rounds: [kept] })).statusCode).toBe(200);
    await expire(lapsedPro);
    await expire(lapsedPatient);
    expect((await as(lapsedPro).post(url, { rounds: [makeRound()] })).statusCode).toBe(200);
    const refused = await as(lapsedPatient).post(url, { rounds: [makeRound()] });
    expect(refused.statusCode).toBe(403);
    const body = refused.json<{ link: string; message: string }>();
    expect(body.link).toBe('/plans');
    expect(body.message).toMatch(/expired/);
    const history = await as(lapsedPatient).get(url);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({ total: 1, rounds: [{ id: kept.id }] });
  });
});

describe('trainer rounds: storing', () => {
  it('stores a round once: a replay is a no-op, also within one batch', async () => {
    const a = await makeAccount(h.app, 'patientBasic');
    const round = makeRound();
    const first = await as(a).post(url, { rounds: [round, round] });
    expect(first.json()).toMatchObject({
      results: [{ status: 'stored' }, { status: 'duplicate' }],
      total: 1,
    });
    const again = await as(a).post(url, { rounds: [{ ...round, score: round.score }] });
    expect(again.json()).toMatchObject({
      results: [{ id: round.id, status: 'duplicate' }],
      total: 1,
    });
    expect((await as(a).get(url)).json()).toMatchObject({ total: 1, rounds: [round] });
  });

  it('refuses an id sent again with another round, and keeps the first', async () => {
    const a = await makeAccount(h.app, 'patientBasic');
    const round = makeRound();
    await as(a).post(url, { rounds: [round] });
    const other = { ...round, finalLevel: round.finalLevel + 1 };
    const res = await as(a).post(url, { rounds: [other] });
    const answer = res.json<{ results: { id: string; status: string; message?: string }[] }>();
    expect(answer.results).toMatchObject([{ id: round.id, status: 'refused' }]);
    expect(answer.results[0]?.message).toMatch(/another round/);
    const inOneBatch = makeRound();
    const both = await as(a).post(url, {
      rounds: [inOneBatch, { ...inOneBatch, finalLevel: inOneBatch.finalLevel + 1 }],
    });
    expect(both.json()).toMatchObject({
      results: [{ status: 'stored' }, { status: 'refused' }],
      total: 2,
    });
    expect((await as(a).get(url)).json()).toMatchObject({ rounds: [round, inOneBatch] });
  });

  it("refuses an id of another account's round and leaves that round alone", async () => {
    const theirs = makeRound({ exercise: 'eyeHand' });
    await as(other).post(url, { rounds: [theirs] });
    const mine = makeRound();
    const res = await as(patient).post(url, { rounds: [{ ...theirs, finalLevel: 0 }, mine] });
    expect(res.json()).toMatchObject({
      results: [
        { id: theirs.id, status: 'refused' },
        { id: mine.id, status: 'stored' },
      ],
    });
    const list = (await as(patient).get(url)).json<{ rounds: TrainerRound[] }>();
    expect(list.rounds.map((r) => r.id)).not.toContain(theirs.id);
    const theirList = (await as(other).get(url)).json<{ rounds: TrainerRound[] }>();
    expect(theirList.rounds.find((r) => r.id === theirs.id)?.finalLevel).toBe(1);
  });

  it('rejects a round whose totals its trials do not earn, and stores the rest', async () => {
    const a = await makeAccount(h.app, 'patientBasic');
    const inflated = makeRound({ score: 9999 });
    const bad = makeRound({ id: 'not-a-uuid' });
    const good = makeRound();
    const res = await as(a).post(url, { rounds: [inflated, bad, good] });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ results: { status: string; errors?: Record<string, string> }[] }>();
    expect(body.results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'stored']);
    expect(body.results[0]?.errors).toHaveProperty('score');
    expect(body.results[1]?.errors).toHaveProperty('id');
    expect((await as(a).get(url)).json()).toMatchObject({ total: 1 });
  });

  it('takes batches of up to 200 rounds, not more', async () => {
    const a = await makeAccount(h.app, 'patientBasic');
    const batch = Array.from({ length: 200 }, () => makeRound());
    const ok = await as(a).post(url, { rounds: batch });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ total: 200 });
    const tooMany = await as(a).post(url, { rounds: [...batch, makeRound()] });
    expect(tooMany.statusCode).toBe(400);
  });

  it('pages by the server cursor and counts on the server', async () => {
    const a = await makeAccount(h.app, 'patientBasic');
    const rounds = Array.from({ length: 5 }, () => makeRound());
    await as(a).post(url, { rounds: rounds.slice(0, 3) });
    await as(a).post(url, { rounds: rounds.slice(3) });
    const p1 = (await as(a).get(`${url}?limit=2`)).json<{
      rounds: TrainerRound[];
      cursor: number;
      hasMore: boolean;
      total: number;
    }>();
    expect(p1.rounds.map((r) => r.id)).toEqual(rounds.slice(0, 2).map((r) => r.id));
    expect(p1).toMatchObject({ hasMore: true, total: 5 });
    const p2 = (await as(a).get(`${url}?since=${p1.cursor}&limit=10`)).json<{
      rounds: TrainerRound[];
      cursor: number;
      hasMore: boolean;
    }>();
    expect(p2.rounds.map((r) => r.id)).toEqual(rounds.slice(2).map((r) => r.id));
    expect(p2.hasMore).toBe(false);
    const p3 = (await as(a).get(`${url}?since=${p2.cursor}`)).json<object>();
    expect(p3).toMatchObject({ rounds: [], cursor: p2.cursor, hasMore: false });
  });
});
