import type { Change, OutcomeList, OutcomeSaved } from '@optolight/contract';
import { fixturePatients } from '@optolight/fixtures';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, type Account } from '../../../test/accounts';
import { caller, startHarness, writesSoFar, type Harness } from '../../../test/harness';
import { syncDevice } from '../../../test/sync-device';

/** A questionnaire a linked patient fills at home (docs/outcome-measures.md#at-home). Runs on
 * SQLite and PostgreSQL like every server test. */
let h: Harness;
let pro: Account, otherPro: Account, home: Account;
let patient: string;
const as = (a: Account) => caller(() => h.app, a.auth);

const answers = (each: number) => Array.from({ length: 15 }, () => each);
const filled = (id = uuidv7()) => ({
  id,
  instrument: 'CISS',
  takenAt: '2026-03-02',
  answers: answers(2),
});

beforeEach(async () => {
  h = await startHarness();
  [pro, otherPro, home] = await Promise.all([
    makeAccount(h.app, 'professionalBasic'),
    makeAccount(h.app, 'professionalBasic'),
    makeAccount(h.app, 'patientBasic'),
  ]);
  patient = (await as(pro).post('/api/patient', fixturePatients.maria)).json<{
    patientAutoGenId: string;
  }>().patientAutoGenId;
});
afterEach(() => h.close());

async function link() {
  const invite = (await as(pro).post(`/api/invite/${patient}`)).json<{ code: string }>();
  const res = await as(home).post('/api/link', { code: invite.code });
  expect(res.statusCode, res.body).toBe(200);
}

describe('POST /api/my-outcomes', () => {
  it("stores a retried upload once, scored by the server, in the therapist's list and sync feed", async () => {
    await link();
    const sent = filled();
    const first = await as(home).post('/api/my-outcomes', sent);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<OutcomeSaved>()).toMatchObject({ id: sent.id, score: 30, flagged: true });
    const writes = await writesSoFar(h.app);
    const again = await as(home).post('/api/my-outcomes', sent);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await writesSoFar(h.app)).toBe(writes);

    const list = (await as(pro).get(`/api/outcomes/${patient}`)).json<OutcomeList>();
    expect(list).toMatchObject([
      { id: sent.id, instrument: 'CISS', score: 30, flagged: true, fromHome: true },
    ]);
    const tablet = syncDevice(as(pro));
    await tablet.register();
    const pulled = (await tablet.pullAll()).filter(
      (c: Change) => c.type === 'section' && c.recordId === sent.id,
    );
    expect(pulled).toHaveLength(1);
    expect(pulled[0]).toMatchObject({ data: { score: 30, fromHome: true } });
    // The therapist's own result of the same answers is not marked.
    const inClinic = await as(pro).post(`/api/outcomes/${patient}`, {
      instrument: 'CISS',
      takenAt: '2026-03-03',
      answers: answers(2),
    });
    const mine = (await as(pro).get(`/api/outcomes/${patient}`))
      .json<OutcomeList>()
      .find((r) => r.id === inClinic.json<OutcomeSaved>().id);
    expect(mine).toMatchObject({ score: 30 });
    expect(mine).not.toHaveProperty('fromHome');
    expect((await as(otherPro).get(`/api/outcomes/${patient}`)).statusCode).toBe(404);
  });

  it('ignores a client score and refuses a different questionnaire under a used id', async () => {
    await link();
    const sent = filled();
    const scored = await as(home).post('/api/my-outcomes', { ...sent, score: 0, flagged: false });
    expect(scored.statusCode, scored.body).toBe(200);
    expect(scored.json<OutcomeSaved>()).toMatchObject({ score: 30, flagged: true });
    expect((await as(home).post('/api/my-outcomes', sent)).statusCode).toBe(200);
    const clash = await as(home).post('/api/my-outcomes', { ...sent, answers: answers(1) });
    expect(clash.statusCode).toBe(409);
    const list = (await as(pro).get(`/api/outcomes/${patient}`)).json<OutcomeList>();
    expect(list.map((r) => r.score)).toEqual([30]);
  });

  it('answers 409 to an unlinked patient and 403 to a professional, storing nothing', async () => {
    const before = await writesSoFar(h.app);
    const unlinked = await as(home).post('/api/my-outcomes', filled());
    expect(unlinked.statusCode).toBe(409);
    expect(unlinked.json<{ message: string }>().message).toContain('not linked');
    expect((await as(pro).post('/api/my-outcomes', filled())).statusCode).toBe(403);
    expect(await writesSoFar(h.app)).toBe(before);
  });
});
