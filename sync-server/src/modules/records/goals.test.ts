import type { Change, EvaluationRecord } from '@optolight/contract';
import { fixturePatients, fullMainEvaluation, fullProgressNote } from '@optolight/fixtures';
import { currentVersion, goalKey } from '@optolight/domain';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';
import { deviceWithEvaluation } from '../../../test/sync-device';

/** Goals with target dates on the plan, and notes that grade them
 * (docs/product.md#goals-and-their-progress). */

let h: Harness;
let as: ReturnType<typeof caller>;
beforeEach(async () => {
  h = await startHarness();
  as = caller(() => h.app, (await makeAccount(h.app, 'professionalBasic')).auth);
});
afterEach(() => h.close());

const reading = 'Read for 20 minutes without headache';
const driving = 'Resume driving in daylight';
const grade = (goal: string, status: string, comment = '') => ({
  [goalKey(goal)]: { goal, term: 'short', targetDate: '2026-12-01', status, comment },
});
type Answer = Awaited<ReturnType<ReturnType<typeof caller>['post']>>;
const errorsOf = (res: Answer) => Object.keys(res.json<{ errors: object }>().errors);

describe('on REST', () => {
  let patientId: string;
  let evaluationId: string;
  beforeEach(async () => {
    patientId = (await as.post('/api/patient', fixturePatients.maria)).json<{
      patientAutoGenId: string;
    }>().patientAutoGenId;
    evaluationId = (
      await as.post(`/api/patient/${patientId}`, { appointment: fullMainEvaluation.appointment })
    ).json<{ appointmentId: string }>().appointmentId;
  });

  it('keeps each goal’s target date, and refuses one that is not a date at its field', async () => {
    const url = `/api/evaluation/${evaluationId}`;
    const key = goalKey(reading);
    const bad = await as.post(url, {
      shortTermGoals: { additionalGoals: reading, targetDates: { [key]: '2026-02-30' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toContain(`shortTermGoals.targetDates.${key}`);
    const ok = await as.post(url, { shortTermGoals: fullMainEvaluation.shortTermGoals });
    expect(ok.statusCode, ok.body).toBe(200);
    const [evaluation] = (await as.get(`/api/evaluations/${patientId}`)).json<EvaluationRecord[]>();
    expect(evaluation?.shortTermGoals?.targetDates).toEqual(
      fullMainEvaluation.shortTermGoals.targetDates,
    );
  });

  it('stores a progress note’s SOAP parts and goal grades, refusing a status not on the list', async () => {
    const noteId = (
      await as.post(`/api/addprognote/${evaluationId}`, {
        appointment: fullProgressNote.appointment,
      })
    ).json<{ progAppointmentId: string }>().progAppointmentId;
    const url = `/api/updateprognote/${noteId}`;
    const bad = await as.post(url, { noteContent: { goalStatuses: grade(reading, 'Almost') } });
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toContain(`noteContent.goalStatuses.${goalKey(reading)}.status`);
    const ok = await as.post(url, { noteContent: fullProgressNote.noteContent });
    expect(ok.statusCode, ok.body).toBe(200);
    const [note] = (await as.get(`/api/prognote/${evaluationId}`)).json<EvaluationRecord[]>();
    expect(note?.noteContent).toEqual(fullProgressNote.noteContent);
  });

  it('refuses a note body on the main evaluation', async () => {
    const res = await as.post(`/api/evaluation/${evaluationId}`, {
      noteContent: fullProgressNote.noteContent,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('on sync', () => {
  const patientId = uuidv7();
  const evaluationId = uuidv7();

  it('refuses a wrong status at its field, and merges two devices grading two goals', async () => {
    const one = await deviceWithEvaluation(as, patientId, evaluationId);
    const noteId = uuidv7();
    const version = currentVersion('noteContent');
    const refused = await one.push([
      one.create(noteId, 'progressNote', evaluationId),
      {
        ...one.save(noteId, 'noteContent', { goalStatuses: grade(reading, 'Done') }),
        schemaVersion: version,
      },
      {
        ...one.save(noteId, 'noteContent', { goalStatuses: grade(reading, 'Met', 'Reads 25 min') }),
        schemaVersion: version,
      },
    ]);
    expect(refused.results.map((r) => r.status)).toEqual(['applied', 'rejected', 'applied']);
    expect(Object.keys(refused.results[1]?.errors ?? {})).toContain(
      `goalStatuses.${goalKey(reading)}.status`,
    );
    // A second tablet, which had not seen that grade, grades the other goal from the empty note.
    const two = await deviceWithEvaluation(as, patientId, evaluationId);
    const merged = await two.push([
      {
        ...two.save(noteId, 'noteContent', { goalStatuses: grade(driving, 'Progressing') }),
        schemaVersion: version,
      },
    ]);
    expect(merged.results[0]).toMatchObject({ status: 'applied' });
    const stored = (await two.pullAll()).find(
      (c): c is Extract<Change, { type: 'section' }> =>
        c.type === 'section' && c.name === 'noteContent',
    );
    expect(stored?.data).toMatchObject({
      goalStatuses: {
        ...grade(reading, 'Met', 'Reads 25 min'),
        ...grade(driving, 'Progressing'),
      },
    });
  });

  it('brings goals sent by last month’s app up to version 2, with no dates', async () => {
    const old = await deviceWithEvaluation(as, patientId, evaluationId);
    const res = await old.push([
      old.save(evaluationId, 'shortTermGoals', { additionalGoals: reading }),
    ]);
    expect(res.results[0]).toMatchObject({ status: 'applied' });
    const stored = (await old.pullAll()).find(
      (c): c is Extract<Change, { type: 'section' }> =>
        c.type === 'section' && c.name === 'shortTermGoals',
    );
    expect(stored).toMatchObject({
      schemaVersion: 2,
      data: { additionalGoals: reading, targetDates: {} },
    });
  });
});
