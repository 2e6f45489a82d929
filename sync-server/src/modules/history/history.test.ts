import { RecordHistory, type HistoryEntry } from '@optolight/contract';
import { fixturePatients, fullMainEvaluation, fullProgressNote } from '@optolight/fixtures';
import { emptySection } from '@optolight/domain';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, type Account } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';
import { syncDevice } from '../../../test/sync-device';

let h: Harness;
let pro: Account;
let as: ReturnType<typeof caller>;
beforeEach(async () => {
  h = await startHarness();
  pro = await makeAccount(h.app, 'professionalBasic');
  as = caller(() => h.app, pro.auth);
});
afterEach(() => h.close());

const account = () => ({ id: pro.userId, name: 'Ada Lovelace', email: pro.email });

async function historyOf(id: string): Promise<HistoryEntry[]> {
  const res = await as.get(`/api/history/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return RecordHistory.parse(res.json()).entries;
}
const savesOf = (entries: HistoryEntry[], section: string) =>
  entries.filter((e) => e.type === 'saved' && e.section === section);

async function restPatient(): Promise<string> {
  const res = await as.post('/api/patient', fixturePatients.maria);
  return res.json<{ patientAutoGenId: string }>().patientAutoGenId;
}

describe('GET /api/history/:id', () => {
  it('lists REST saves of an evaluation newest first, each field before and after', async () => {
    const patientId = await restPatient();
    const created = await as.post(`/api/patient/${patientId}`, {
      appointment: fullMainEvaluation.appointment,
    });
    const id = created.json<{ appointmentId: string }>().appointmentId;
    await as.post(`/api/evaluation/${id}`, { evaluationOne: { pastMedicalHistory: 'Asthma' } });
    await as.post(`/api/evaluation/${id}`, {
      evaluationOne: { pastMedicalHistory: 'Asthma, since 2001', pons: 'VI Carnial Nerve Nuclei' },
    });

    const entries = await historyOf(id);
    expect(
      entries.map((e) => (e.type === 'saved' ? `${e.section} v${e.version}` : e.type)),
    ).toEqual(['evaluationOne v2', 'evaluationOne v1', 'appointment v1', 'created']);
    for (const e of entries) {
      expect(e.account).toEqual(account());
      expect('source' in e && e.source).toEqual({ kind: 'web' });
    }
    const [second, first] = savesOf(entries, 'evaluationOne');
    expect(first).toMatchObject({
      changes: [{ path: 'pastMedicalHistory', before: '', after: 'Asthma' }],
    });
    expect(second).toMatchObject({
      changes: [
        { path: 'pons', before: '', after: 'VI Carnial Nerve Nuclei' },
        { path: 'pastMedicalHistory', before: 'Asthma', after: 'Asthma, since 2001' },
      ],
    });
    // Version 1 of the appointment against the empty form: every field filled in, and no other.
    const [appointment] = savesOf(entries, 'appointment');
    const empty = emptySection('appointment') as Record<string, unknown>;
    const filled = Object.entries(fullMainEvaluation.appointment).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(empty[key]),
    );
    expect(appointment?.type === 'saved' && appointment.changes.map((c) => c.path)).toEqual(
      filled.map(([key]) => key),
    );
  });

  it('names the device and account of sync pushes, beside REST saves of the same record', async () => {
    const tablet = syncDevice(as);
    await as.post('/api/sync/devices', { deviceId: tablet.deviceId, name: 'Safari on iPad' });
    const id = uuidv7();
    const info = { ...fixturePatients.tobias };
    await tablet.push([tablet.create(id), tablet.save(id, 'info', info)]);
    // Then a REST update of the details, and a second push from the tablet.
    await as.post(`/api/patientinfo/${id}`, { ...info, city: 'Tampa', baseVersion: 1 });
    await tablet.push([
      tablet.save(
        id,
        'info',
        { ...info, city: 'Tampa', phone: '+1 407 555 0199' },
        { ...info, city: 'Tampa' },
        2,
      ),
    ]);

    const entries = await historyOf(id);
    const device = { kind: 'device', deviceId: tablet.deviceId, deviceName: 'Safari on iPad' };
    expect(
      entries.map((e) => [e.type === 'saved' ? e.version : e.type, 'source' in e && e.source]),
    ).toEqual([
      [3, device],
      [2, { kind: 'web' }],
      [1, device],
      ['created', device],
    ]);
    expect(entries.every((e) => e.account.email === pro.email)).toBe(true);
    const [v3, v2, v1] = savesOf(entries, 'info');
    expect(v3).toMatchObject({
      changes: [{ path: 'phone', before: info.phone, after: '+1 407 555 0199' }],
    });
    expect(v2).toMatchObject({ changes: [{ path: 'city', before: 'Orlando', after: 'Tampa' }] });
    expect(v1?.type === 'saved' && v1.changes).toContainEqual({
      path: 'patientId',
      before: null,
      after: 'OPT-1002',
    });
  });

  it('reads the history of a note by its own id', async () => {
    const patientId = await restPatient();
    const evaluation = await as.post(`/api/patient/${patientId}`, {
      appointment: fullMainEvaluation.appointment,
    });
    const evaluationId = evaluation.json<{ appointmentId: string }>().appointmentId;
    const note = await as.post(`/api/addprognote/${evaluationId}`, {
      appointment: fullProgressNote.appointment,
    });
    const noteId = note.json<{ progAppointmentId: string }>().progAppointmentId;
    await as.post(`/api/updateprognote/${noteId}`, {
      dischargePlan: { additionalPlans: 'Home exercises' },
    });
    const entries = await historyOf(noteId);
    expect(savesOf(entries, 'dischargePlan')).toMatchObject([
      { changes: [{ path: 'additionalPlans', before: '', after: 'Home exercises' }] },
    ]);
    expect((await as.get(`/api/history/${noteId}`)).json()).toMatchObject({
      id: noteId,
      kind: 'progressNote',
    });
  });

  it("answers another professional's record as not found, and a malformed id with a 400", async () => {
    const patientId = await restPatient();
    const other = await makeAccount(h.app, 'professionalBasic');
    const res = await caller(() => h.app, other.auth).get(`/api/history/${patientId}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Castellanos');
    expect((await as.get(`/api/history/${uuidv7()}`)).statusCode).toBe(404);

    for (const bad of ['not-an-id', '1234', `${patientId}x`, '%00', 'x'.repeat(99)]) {
      const answer = await as.get(`/api/history/${bad}`);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json<{ message: string }>().message, bad).toMatch(/^Not a record id/);
    }
    // Past the longest address part the router reads, the router refuses it: still a 4xx.
    expect((await as.get(`/api/history/${'x'.repeat(500)}`)).statusCode).toBe(414);
  });

  it('shows a deleted record as not found', async () => {
    const tablet = syncDevice(as);
    await tablet.register();
    const id = uuidv7();
    await tablet.push([tablet.create(id), tablet.save(id, 'info', fixturePatients.aiko)]);
    expect((await as.get(`/api/history/${id}`)).statusCode).toBe(200);
    await tablet.push([tablet.remove(id)]);
    expect((await as.get(`/api/history/${id}`)).statusCode).toBe(404);
  });
});
