import type { Change, OutcomeList, OutcomeSaved } from '@optolight/contract';
import { fixturePatients } from '@optolight/fixtures';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { caller, startHarness, writesSoFar, type Harness } from '../../../test/harness';
import { syncDevice } from '../../../test/sync-device';

/** Questionnaire results (docs/outcome-measures.md): stored under the patient over REST and sync,
 * always scored by the server. Runs on SQLite and PostgreSQL like every server test. */
let h: Harness;
let as: ReturnType<typeof caller>;
let other: ReturnType<typeof caller>;
let patient: string;

const answers = (each: number) => Array.from({ length: 15 }, () => each);
const child = { ...fixturePatients.maria, patientId: 'CH-1', age: '2015-05-01' };

beforeEach(async () => {
  h = await startHarness();
  as = caller(() => h.app, (await makeAccount(h.app, 'professionalBasic')).auth);
  other = caller(() => h.app, (await makeAccount(h.app, 'professionalBasic')).auth);
  patient = (await as.post('/api/patient', child)).json<{ patientAutoGenId: string }>()
    .patientAutoGenId;
});
afterEach(() => h.close());

describe('POST and GET /api/outcomes/:patientAutoGenId', () => {
  it("scores a CISS with the patient's age on the day and lists results newest first", async () => {
    const first = await as.post(`/api/outcomes/${patient}`, {
      instrument: 'CISS',
      takenAt: '2026-01-10',
      answers: answers(2),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<OutcomeSaved>()).toEqual({
      id: expect.any(String) as string,
      score: 30,
      flagged: true,
      interpretation: expect.stringContaining('the cut-off under 18 years') as string,
    });
    await as.post(`/api/outcomes/${patient}`, {
      instrument: 'CISS',
      takenAt: '2026-03-10',
      answers: answers(1),
    });
    const list = (await as.get(`/api/outcomes/${patient}`)).json<OutcomeList>();
    expect(list.map((r) => [r.takenAt, r.score, r.flagged])).toEqual([
      ['2026-03-10', 15, false],
      ['2026-01-10', 30, true],
    ]);
    expect(list[1]?.answers).toEqual(answers(2));
  });

  it("ignores a client's score, flag and interpretation, storing the server's", async () => {
    const sent = await as.post(`/api/outcomes/${patient}`, {
      instrument: 'CISS',
      takenAt: '2026-01-10',
      answers: answers(0),
      score: 60,
      flagged: true,
      interpretation: 'Made up',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<OutcomeSaved>()).toMatchObject({ score: 0, flagged: false });
    const [stored] = (await as.get(`/api/outcomes/${patient}`)).json<OutcomeList>();
    expect(stored).toMatchObject({ score: 0, flagged: false });
    expect(stored?.interpretation).not.toContain('Made up');
  });

  it('refuses an unknown field and an off-scale answer with the field named, storing nothing', async () => {
    const before = await writesSoFar(h.app);
    const unknown = await as.post(`/api/outcomes/${patient}`, {
      instrument: 'CISS',
      takenAt: '2026-01-10',
      answers: answers(0),
      total: 60,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('total');
    const bad = answers(1);
    bad[7] = 5;
    const offScale = await as.post(`/api/outcomes/${patient}`, {
      instrument: 'CISS',
      takenAt: '2026-01-10',
      answers: bad,
    });
    expect(offScale.statusCode).toBe(400);
    expect(Object.keys(offScale.json<{ errors: Record<string, string> }>().errors)).toEqual([
      'answers.7',
    ]);
    expect(await writesSoFar(h.app)).toBe(before);
  });

  it("answers 404 for another professional's patient", async () => {
    const body = { instrument: 'CISS', takenAt: '2026-01-10', answers: answers(1) };
    expect((await other.post(`/api/outcomes/${patient}`, body)).statusCode).toBe(404);
    expect((await other.get(`/api/outcomes/${patient}`)).statusCode).toBe(404);
  });
});

describe('questionnaire results over sync', () => {
  it("are scored by the server, the device's score replaced, and pulled by the owner's devices", async () => {
    const device = syncDevice(as);
    await device.register();
    const id = uuidv7();
    const sent = { instrument: 'CISS', takenAt: '2026-01-10', answers: answers(1) };
    const pushed = await device.push([
      device.create(id, 'outcomeResult', patient),
      // A device's claim that the patient filled it at home is dropped as its score is.
      device.save(id, 'outcome', {
        ...sent,
        score: 0,
        flagged: true,
        interpretation: 'Made up',
        fromHome: true,
      }),
    ]);
    expect(pushed.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const stored = {
      ...sent,
      score: 15,
      flagged: false,
      interpretation: expect.stringContaining('15 of 60, below 16') as string,
    };
    expect(pushed.results[1]?.data).toEqual(stored);

    const tablet = syncDevice(as);
    await tablet.register();
    const changes = await tablet.pullAll();
    expect(
      changes.flatMap((c: Change) => (c.type === 'section' && c.recordId === id ? [c.data] : [])),
    ).toEqual([stored]);
    const list = (await as.get(`/api/outcomes/${patient}`)).json<OutcomeList>();
    expect(list).toMatchObject([{ id, score: 15 }]);
  });

  it("refuses a bad answer by position, and a result under another professional's patient", async () => {
    const device = syncDevice(as);
    await device.register();
    const id = uuidv7();
    const bad = answers(1);
    bad[3] = 7;
    const pushed = await device.push([
      device.create(id, 'outcomeResult', patient),
      device.save(id, 'outcome', { instrument: 'CISS', takenAt: '2026-01-10', answers: bad }),
    ]);
    expect(pushed.results[1]).toMatchObject({
      status: 'rejected',
      errors: { 'answers.3': expect.any(String) as string },
    });
    const theirs = syncDevice(other);
    await theirs.register();
    const refused = await theirs.push([theirs.create(uuidv7(), 'outcomeResult', patient)]);
    expect(refused.results[0]).toMatchObject({ status: 'rejected' });
  });
});
