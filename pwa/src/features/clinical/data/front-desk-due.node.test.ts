import { urgencyOf } from '@optolight/domain';
import { fullMainEvaluation } from '@optolight/fixtures';
import { makeAccount } from '@optolight/sync-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OptolightDb } from '../../../db/schema';
import { plannedPatient } from '../../../../test/planned-patient';
import { chaosServer } from '../../../../test/sync/server';
import { deviceMaker } from '../../../../test/sync/test-device';
import { readPatientPlan } from './plan-of-care';

let server: Awaited<ReturnType<typeof chaosServer>>;
beforeAll(async () => {
  server = await chaosServer();
});
afterAll(() => server.close());
const device = deviceMaker(() => server);

const settings = { progressNoteEveryVisits: 3, progressNoteEveryDays: 30 };
const today = '2026-03-01';

/** A patient with a main evaluation on `on` certified to `to`, a progress note and visits. */
const patient = async (db: OptolightDb, n: number, on: string, to: string, visits: number) =>
  (await plannedPatient(db, { n, on, to, visits, progressNote: true }, 'FD')).patientId;

describe('the front desk’s due list', () => {
  it('reads every plan of care as a clinician’s tablet does, from its dates alone', async () => {
    const owner = await device();
    const patients = [
      await patient(owner.db, 1, '2025-12-01', '2026-02-20', 0),
      await patient(owner.db, 2, '2026-02-20', '2026-05-20', 3),
      await patient(owner.db, 3, '2026-02-25', '2026-03-05', 1),
    ];
    expect(await owner.engine.syncOnce()).toBe('synced');
    expect(await owner.db.outbox.count()).toBe(0);

    const invited = await server.harness.app.inject({
      method: 'POST',
      url: '/api/practice/invitations',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { role: 'frontDesk' },
    });
    const desk = await makeAccount(server.harness.app);
    const joined = await server.harness.app.inject({
      method: 'POST',
      url: '/api/practice/join',
      headers: { authorization: `Bearer ${desk.token}` },
      payload: { code: invited.json<{ code: string }>().code },
    });
    expect(joined.statusCode).toBe(200);
    const tablet = await device(desk.token);
    expect(await tablet.engine.syncOnce()).toBe('synced');

    const urgent = [];
    for (const id of patients) {
      const clinician = await readPatientPlan(owner.db, id, settings, today);
      const frontDesk = await readPatientPlan(tablet.db, id, settings, today);
      expect(frontDesk?.plan).toEqual(clinician?.plan);
      if (frontDesk && urgencyOf(frontDesk.plan, today)) urgent.push(id);
    }
    expect(urgent.length).toBeGreaterThanOrEqual(2);
    // What the clinician wrote never reached the desk's tablet.
    const held = JSON.stringify(await tablet.db.sections.toArray());
    expect(held).not.toContain(fullMainEvaluation.appointment.physiciansName);
    expect(held).not.toContain(fullMainEvaluation.longTermGoals.recomendedTreatment);
  });
});
