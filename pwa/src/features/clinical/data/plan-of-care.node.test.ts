import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chaosServer } from '../../../../test/sync/server';
import { deviceMaker } from '../../../../test/sync/test-device';
import { createRecord } from '../../../db/repo';
import type { OptolightDb } from '../../../db/schema';
import { readNotePeriod, readPatientPlan, readReportPlan } from './plan-of-care';
import { addVisitEntry, removeVisitEntry, saveVisitEntry } from './visit-entries';

let server: Awaited<ReturnType<typeof chaosServer>>;
beforeAll(async () => {
  server = await chaosServer();
});
afterAll(() => server.close());
const device = deviceMaker(() => server);
const settings = { progressNoteEveryVisits: 3, progressNoteEveryDays: 30 };
const today = '2026-01-10';

/** A patient and a main evaluation of 2026-01-01 whose plan authorizes 2 visits a week for 6
 * weeks, certified to 2026-02-12. */
async function evaluationOn(db: OptolightDb) {
  const patientId = await createRecord(db, {
    kind: 'patient',
    parentId: null,
    sections: { info: fixturePatients.maria },
  });
  const evaluationId = await createRecord(db, {
    kind: 'mainEvaluation',
    parentId: patientId,
    sections: {
      appointment: { ...fullMainEvaluation.appointment, createdAt: '2026-01-01' },
      longTermGoals: {
        ...fullMainEvaluation.longTermGoals,
        frequencyTreatmentWK: 2,
        frequencyTreatmentWKS: 6,
        frequencyTreatmenTotalVisit: null,
      },
      dischargePlan: {
        ...fullMainEvaluation.dischargePlan,
        certification: { from: '2026-01-01', to: '2026-02-12', discipline: '' },
      },
    },
  });
  return { patientId, evaluationId };
}

describe('visit entries on the device', () => {
  it('are counted at once offline, queued, and reach another tablet of the practice', async () => {
    const a = await device();
    a.net.status = 0;
    const { patientId, evaluationId } = await evaluationOn(a.db);
    const first = { date: '2026-01-05', minutes: 45, done: 'Vergence drills' };
    const id = await addVisitEntry(evaluationId, first, a.db);
    await saveVisitEntry(id, { ...first, minutes: 50 }, first, a.db);
    await addVisitEntry(evaluationId, { date: '2026-01-08', minutes: 30, done: 'Saccades' }, a.db);

    const offline = await readPatientPlan(a.db, patientId, settings, today);
    expect(offline?.plan).toMatchObject({
      used: 3,
      authorized: 12,
      certification: { from: '2026-01-01', to: '2026-02-12' },
      progressNote: { atVisit: 3, status: 'overdue', reason: 'visit' },
      recertification: { status: 'upcoming' },
    });
    expect(offline?.entries.map((e) => [e.date, e.minutes, e.done])).toEqual([
      ['2026-01-08', 30, 'Saccades'],
      ['2026-01-05', 50, 'Vergence drills'],
    ]);
    const queued = (await a.db.outbox.toArray()).filter(
      (e) => e.type === 'createRecord' && e.kind === 'visitEntry',
    );
    expect(queued).toHaveLength(2);

    a.net.status = 200;
    expect(await a.engine.syncOnce()).toBe('synced');
    expect(await a.db.outbox.count()).toBe(0);

    const b = await device(a.token);
    expect(await b.engine.syncOnce()).toBe('synced');
    const pulled = await readPatientPlan(b.db, patientId, settings, today);
    expect(pulled?.plan).toEqual(offline?.plan);
    expect(pulled?.entries).toEqual(offline?.entries);
  });

  it("number a progress note's report among them, with the period since the evaluation", async () => {
    const a = await device();
    const { evaluationId } = await evaluationOn(a.db);
    await addVisitEntry(evaluationId, { date: '2026-01-05', minutes: 45, done: 'Drills' }, a.db);
    const noteId = await createRecord(a.db, {
      kind: 'progressNote',
      parentId: evaluationId,
      sections: {
        appointment: { ...fullMainEvaluation.appointment, appointmentDate: '2026-01-09' },
      },
    });
    const note = await a.db.records.get(noteId);
    expect(note && (await readReportPlan(a.db, note))).toEqual({
      visit: 3,
      from: '2026-01-01',
      to: '2026-01-09',
      authorized: 12,
    });
  });

  it("give a note's reporting period, a note not saved yet dated today", async () => {
    const a = await device();
    const { evaluationId } = await evaluationOn(a.db);
    const noteId = await createRecord(a.db, {
      kind: 'progressNote',
      parentId: evaluationId,
      sections: {
        appointment: { ...fullMainEvaluation.appointment, appointmentDate: '2026-01-09' },
      },
    });
    expect(await readNotePeriod(a.db, evaluationId, noteId, today)).toEqual({
      visit: 2,
      from: '2026-01-01',
      to: '2026-01-09',
    });
    // The next note reports from the progress note before it.
    expect(await readNotePeriod(a.db, evaluationId, null, '2026-01-20')).toEqual({
      visit: 3,
      from: '2026-01-09',
      to: '2026-01-20',
    });
  });

  it('leave the count once deleted', async () => {
    const a = await device();
    const { patientId, evaluationId } = await evaluationOn(a.db);
    const id = await addVisitEntry(
      evaluationId,
      { date: '2026-01-05', minutes: 45, done: 'Drills' },
      a.db,
    );
    expect((await readPatientPlan(a.db, patientId, settings, today))?.plan.used).toBe(2);
    await removeVisitEntry(id, a.db);
    expect((await readPatientPlan(a.db, patientId, settings, today))?.plan.used).toBe(1);
  });
});
