import { fixturePatients } from '@optolight/fixtures';
import { noSymptoms, type StoredProgram, type TrainerRound } from '@optolight/domain';
import { playedRound } from '@optolight/fixtures';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkInvites } from '../../db/schema';
import { makeAccount, type Account } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';

let h: Harness;
let pro: Account, otherPro: Account;
const as = (a?: Account) => caller(() => h.app, a?.auth);

const program = {
  exercises: [
    { exercise: 'saccades', unit: 'minutes', amount: 5 },
    { exercise: 'pursuit', unit: 'rounds', amount: 3 },
  ],
  startLevel: 2,
  sessionsPerWeek: 4,
  startDate: '2026-03-02',
  endDate: '2026-04-12',
  note: 'Mornings, glasses on.',
};

function round(startedAt = new Date().toISOString(), after = noSymptoms): TrainerRound {
  return playedRound(uuidv7(), startedAt, { exercise: 'eyeHand', symptomsAfter: after });
}

async function newPatient(owner = pro) {
  const res = await as(owner).post('/api/patient', {
    ...fixturePatients.maria,
    patientId: `HP-${uuidv7().slice(-8)}`,
  });
  return res.json<{ patientAutoGenId: string }>().patientAutoGenId;
}

async function link(patientId: string, account: Account) {
  const invite = (await as(pro).post(`/api/invite/${patientId}`)).json<{ code: string }>();
  const res = await as(account).post('/api/link', { code: invite.code });
  expect(res.statusCode, res.body).toBe(200);
}

const roundIds = async (patientId: string, who = pro) => {
  const res = await as(who).get(`/api/patient-rounds/${patientId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ rounds: { id: string }[] }>().rounds.map((r) => r.id);
};

beforeAll(async () => {
  h = await startHarness({ LOGIN_RATE_MAX: '4', ADDRESS_RATE_MAX: '1000' });
  [pro, otherPro] = await Promise.all([
    makeAccount(h.app, 'professionalBasic'),
    makeAccount(h.app, 'professionalBasic'),
  ]);
  await as(pro).post('/api/user', { businessName: 'Clear Sight Therapy', credentials: 'OTR/L' });
});
afterAll(() => h.close());

describe('invitations and links', () => {
  it('makes a 12-character single-use code valid for 14 days, for the owner only', async () => {
    const patientId = await newPatient();
    const before = Date.now();
    const res = await as(pro).post(`/api/invite/${patientId}`);
    expect(res.statusCode).toBe(200);
    const { code, expiresAt } = res.json<{ code: string; expiresAt: string }>();
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const days = (Date.parse(expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThan(14.01);
    expect((await as(otherPro).post(`/api/invite/${patientId}`)).statusCode).toBe(404);

    const patient = await makeAccount(h.app, 'patientBasic');
    const linked = await as(patient).post('/api/link', { code: code.toLowerCase() });
    expect(linked.json()).toEqual({
      practiceName: 'Clear Sight Therapy',
      therapistName: 'Ada Lovelace, OTR/L',
    });
    const second = await makeAccount(h.app, 'patientBasic');
    const reused = await as(second).post('/api/link', { code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json<{ errors: { code: string } }>().errors.code).toMatch(/not valid/);
    // A linked patient gets no second code until unlinked.
    expect((await as(pro).post(`/api/invite/${patientId}`)).statusCode).toBe(409);
  });

  it('voids an older code when a new one is made, and refuses an expired code', async () => {
    const patientId = await newPatient();
    const old = (await as(pro).post(`/api/invite/${patientId}`)).json<{ code: string }>().code;
    const fresh = (await as(pro).post(`/api/invite/${patientId}`)).json<{ code: string }>().code;
    const patient = await makeAccount(h.app, 'patientBasic');
    expect((await as(patient).post('/api/link', { code: old })).statusCode).toBe(400);
    await h.app.storage.write(async (tx) => {
      await tx
        .update(linkInvites)
        .set({ expiresAt: '2020-01-01T00:00:00.000Z' })
        .where(eq(linkInvites.patientId, patientId));
    });
    expect((await as(patient).post('/api/link', { code: fresh })).statusCode).toBe(400);
  });

  it('lets only patient accounts link, and limits guessing like logins', async () => {
    const patientId = await newPatient();
    const { code } = (await as(pro).post(`/api/invite/${patientId}`)).json<{ code: string }>();
    expect((await as(otherPro).post('/api/link', { code })).statusCode).toBe(403);
    const guesser = await makeAccount(h.app, 'patientBasic');
    const answers: number[] = [];
    for (let i = 0; i < 5; i++)
      answers.push((await as(guesser).post('/api/link', { code: `ZZZZ-ZZZZ-ZZZ${i}` })).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    // The right code is refused too once the allowance is spent.
    const res = await as(guesser).post('/api/link', { code });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('lets either side unlink; a linked account cannot take a second code', async () => {
    const [p1, p2] = [await newPatient(), await newPatient()];
    const patient = await makeAccount(h.app, 'patientBasic');
    await link(p1, patient);
    const { code } = (await as(pro).post(`/api/invite/${p2}`)).json<{ code: string }>();
    expect((await as(patient).post('/api/link', { code })).statusCode).toBe(409);
    expect((await as(patient).delete('/api/link')).json()).toEqual({ unlinked: true });
    expect((await as(patient).get('/api/program')).json()).toEqual({
      therapist: null,
      program: null,
    });
    await link(p1, patient);
    expect((await as(otherPro).delete(`/api/link/${p1}`)).statusCode).toBe(404);
    expect((await as(pro).delete(`/api/link/${p1}`)).json()).toEqual({ unlinked: true });
    expect((await as(pro).delete(`/api/link/${p1}`)).json()).toEqual({ unlinked: false });
    const view = (await as(pro).get(`/api/program/${p1}`)).json<{ link: unknown }>();
    expect(view.link).toBeNull();
  });
});

describe('programmes', () => {
  it('keeps every version and gives the patient the newest one', async () => {
    const patientId = await newPatient();
    const patient = await makeAccount(h.app, 'patientBasic');
    const first = await as(pro).post(`/api/program/${patientId}`, program);
    expect(first.json()).toMatchObject({ version: 1, program, shape: 1 });
    await as(pro).post(`/api/program/${patientId}`, { ...program, sessionsPerWeek: 5 });
    // Not linked yet: nothing to see.
    expect((await as(patient).get('/api/program')).json()).toMatchObject({ program: null });
    await link(patientId, patient);
    const mine = (await as(patient).get('/api/program')).json<{
      therapist: { practiceName: string };
      program: StoredProgram;
    }>();
    expect(mine.therapist.practiceName).toBe('Clear Sight Therapy');
    expect(mine.program).toMatchObject({ version: 2, program: { sessionsPerWeek: 5 } });
    const view = (await as(pro).get(`/api/program/${patientId}`)).json<{
      versions: StoredProgram[];
      link: { accountName: string };
    }>();
    expect(view.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(view.link.accountName).toBe('Ada Lovelace');
    expect((await as(otherPro).get(`/api/program/${patientId}`)).statusCode).toBe(404);
    expect((await as(otherPro).post(`/api/program/${patientId}`, program)).statusCode).toBe(404);
  });

  it('answers a bad programme with 400 naming the field', async () => {
    const patientId = await newPatient();
    const res = await as(pro).post(`/api/program/${patientId}`, {
      ...program,
      endDate: '2026-01-01',
      exercises: [{ exercise: 'juggling', unit: 'minutes', amount: 5 }],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(
      expect.arrayContaining(['exercises.0.exercise']),
    );
  });

  it('is for patient accounts only on the patient side', async () => {
    expect((await as(pro).get('/api/program')).statusCode).toBe(403);
    expect((await as(pro).delete('/api/link')).statusCode).toBe(403);
  });
});

describe("the linked patient's rounds", () => {
  it('shows the linking professional only the rounds played while linked', async () => {
    const patientId = await newPatient();
    const patient = await makeAccount(h.app, 'patientBasic');
    const push = (r: TrainerRound) => as(patient).post('/api/trainer/rounds', { rounds: [r] });
    const before = round(new Date(Date.now() - 60_000).toISOString());
    await push(before);
    await link(patientId, patient);
    const early = round(new Date(Date.now() - 3_600_000).toISOString());
    const during = round(new Date(Date.now() + 1000).toISOString(), {
      ...noSymptoms,
      doubleVision: 'mild',
    });
    await push(early);
    await push(during);
    expect(await roundIds(patientId)).toEqual([during.id]);
    const rounds = (await as(pro).get(`/api/patient-rounds/${patientId}`)).json<{
      rounds: object[];
    }>().rounds;
    expect(rounds[0]).toEqual({
      id: during.id,
      exercise: 'eyeHand',
      startedAt: during.startedAt,
      durationMs: 30_000,
      score: during.score,
      accuracy: during.accuracy,
      finalLevel: 1,
      symptomsBefore: noSymptoms,
      symptomsAfter: { ...noSymptoms, doubleVision: 'mild' },
    });
    expect((await as(otherPro).get(`/api/patient-rounds/${patientId}`)).statusCode).toBe(404);
    expect((await as(patient).get(`/api/patient-rounds/${patientId}`)).statusCode).toBe(403);

    await as(patient).delete('/api/link');
    await push(round(new Date(Date.now() + 2000).toISOString()));
    expect(await roundIds(patientId)).toEqual([during.id]);
  });

  it('compares start times as instants, whatever offset a round was stamped with', async () => {
    const patientId = await newPatient();
    const patient = await makeAccount(h.app, 'patientBasic');
    await link(patientId, patient);
    const linked = Date.now();
    // The same instant as local time at `hours` from UTC, as a phone in that zone writes it.
    const stamped = (ms: number, hours: number) => {
      const local = new Date(ms + hours * 3_600_000).toISOString().slice(0, 23);
      const offset = `${String(Math.abs(hours)).padStart(2, '0')}:00`;
      return `${local}${hours < 0 ? '-' : '+'}${offset}`;
    };
    // An hour after the link from New York: its text sorts before the link's UTC time.
    const evening = round(stamped(linked + 3_600_000, -5));
    // Two hours before the link from Tokyo: its text sorts after it.
    const tokyo = round(stamped(linked - 7_200_000, 9));
    const later = round(new Date(linked + 2 * 3_600_000).toISOString());
    const res = await as(patient).post('/api/trainer/rounds', { rounds: [later, tokyo, evening] });
    expect(res.statusCode, res.body).toBe(200);

    expect(await roundIds(patientId)).toEqual([evening.id, later.id]);
    const rounds = (await as(pro).get(`/api/patient-rounds/${patientId}`)).json<{
      rounds: { startedAt: string }[];
    }>().rounds;
    // Kept as UTC: the instant the phone meant.
    expect(rounds[0]?.startedAt).toBe(new Date(linked + 3_600_000).toISOString());
  });

  it('keeps the rounds of an earlier link when the patient links again', async () => {
    const patientId = await newPatient();
    const patient = await makeAccount(h.app, 'patientBasic');
    await link(patientId, patient);
    const first = round(new Date(Date.now() + 1000).toISOString());
    await as(patient).post('/api/trainer/rounds', { rounds: [first] });
    await as(pro).delete(`/api/link/${patientId}`);
    await link(patientId, patient);
    const second = round(new Date(Date.now() + 2000).toISOString());
    await as(patient).post('/api/trainer/rounds', { rounds: [second] });
    expect(await roundIds(patientId)).toEqual([first.id, second.id]);
  });
});
