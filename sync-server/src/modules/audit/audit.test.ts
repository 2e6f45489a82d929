import { fixturePatients, fullMainEvaluation, fullProgressNote } from '@optolight/fixtures';
import type { AccessLogResponse, AccessEventResult } from '@optolight/contract';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog } from '../../db/schema';
import { makeAccount, type Account } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';

let h: Harness;
let a: Account, b: Account;
let patient: string, evaluation: string, note: string;
const as = (who: Account) => caller(() => h.app, who.auth);
const logOf = async (who: Account, query: string) => {
  const res = await as(who).get(`/api/audit?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AccessLogResponse>();
};
const rows = () => h.app.storage.read.select().from(accessLog);
const event = (recordId: string, action: 'view' | 'print' | 'export', at = new Date()) => ({
  id: uuidv7(),
  recordId,
  action,
  at: at.toISOString(),
});
const post = async (who: Account, body: object) => {
  const res = await as(who).post('/api/audit/events', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: AccessEventResult[] }>().results.map((r) => r.status);
};

beforeAll(async () => {
  h = await startHarness({ LOGIN_RATE_MAX: '1000' });
  [a, b] = await Promise.all([
    makeAccount(h.app, 'professionalBasic'),
    makeAccount(h.app, 'professionalBasic'),
  ]);
  patient = (await as(a).post('/api/patient', fixturePatients.maria)).json<{
    patientAutoGenId: string;
  }>().patientAutoGenId;
  evaluation = (
    await as(a).post(`/api/patient/${patient}`, { appointment: fullMainEvaluation.appointment })
  ).json<{ appointmentId: string }>().appointmentId;
  note = (
    await as(a).post(`/api/addprognote/${evaluation}`, {
      appointment: fullProgressNote.appointment,
    })
  ).json<{ progAppointmentId: string }>().progAppointmentId;
});
afterAll(() => h.close());

describe('the access log of a patient', () => {
  it('logs each REST read once per request and patient, and shows it to the owner newest first', async () => {
    expect(await rows()).toEqual([]);
    // Creating and saving are not reads.
    expect((await as(a).get('/api/patients')).statusCode).toBe(200);
    expect((await as(a).post('/api/patientinfo', { patientId: 'OPT-1001' })).statusCode).toBe(200);
    expect((await as(a).get(`/api/evaluations/${patient}`)).statusCode).toBe(200);
    expect((await as(a).get(`/api/prognote/${evaluation}`)).statusCode).toBe(200);
    expect((await rows()).length).toBe(4);

    const log = await logOf(a, `patientId=${patient}`);
    expect(log.next).toBeNull();
    expect(log.entries.map((e) => [e.action, e.recordId, e.recordKind])).toEqual([
      ['view', evaluation, 'mainEvaluation'],
      ['view', null, null],
      ['view', null, null],
      ['view', null, null],
    ]);
    for (const e of log.entries) {
      expect(e.actor).toEqual({ id: a.userId, name: 'Ada Lovelace' });
      expect(e.device).toBeNull();
    }
    const times = log.entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('logs a printed report with the record it printed', async () => {
    const res = await as(a).post('/api/report', {
      selectedEvaluation: { id: note },
      patientData: { patientAutoGenId: patient },
    });
    expect(res.statusCode).toBe(200);
    const [latest] = (await logOf(a, `patientId=${patient}&limit=1`)).entries;
    expect(latest).toMatchObject({ action: 'print', recordId: note, recordKind: 'progressNote' });
  });

  it("stores a device's views, prints and exports with the device's name, once per event id", async () => {
    const deviceId = uuidv7();
    const registered = await as(a).post('/api/sync/devices', { deviceId, name: 'Chrome on iPad' });
    expect(registered.statusCode).toBe(200);
    const at = new Date(Date.now() - 60_000);
    const events = [
      event(patient, 'view', at),
      event(evaluation, 'print', new Date(at.getTime() + 1000)),
      event(note, 'export', new Date(at.getTime() + 2000)),
    ];
    const before = (await rows()).length;
    expect(await post(a, { deviceId, events })).toEqual(['stored', 'stored', 'stored']);
    // The same batch again, as after an answer lost on the way back: nothing doubles.
    expect(await post(a, { deviceId, events })).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect((await rows()).length).toBe(before + 3);

    const { entries } = await logOf(a, `patientId=${patient}`);
    const mine = entries.filter((e) => events.some((ev) => ev.id === e.id));
    expect(mine.map((e) => [e.action, e.recordId, e.device])).toEqual([
      ['export', note, { id: deviceId, name: 'Chrome on iPad' }],
      ['print', evaluation, { id: deviceId, name: 'Chrome on iPad' }],
      ['view', null, { id: deviceId, name: 'Chrome on iPad' }],
    ]);
  });

  it('answers unknown and invalid events one by one, and keeps a clock ahead from the future', async () => {
    const ahead = event(patient, 'view', new Date(Date.now() + 86_400_000));
    const results = await post(a, {
      events: [
        event(uuidv7(), 'view'),
        { id: 'not-a-uuid', recordId: patient, action: 'view', at: 'yesterday' },
        { ...event(patient, 'view'), action: 'copy' },
        ahead,
      ],
    });
    expect(results).toEqual(['refused', 'rejected', 'rejected', 'stored']);
    const [stored] = await h.app.storage.read
      .select()
      .from(accessLog)
      .where(eq(accessLog.id, ahead.id));
    expect(Date.parse(stored?.at ?? '')).toBeLessThanOrEqual(Date.now());
    expect(stored?.deviceId).toBeNull();
  });

  it('pages the log with a cursor, newest first, without gaps or repeats', async () => {
    const all = (await logOf(a, `patientId=${patient}&limit=200`)).entries.map((e) => e.id);
    expect(all.length).toBeGreaterThan(5);
    const seen: string[] = [];
    let query = `patientId=${patient}&limit=2`;
    for (;;) {
      const page = await logOf(a, query);
      seen.push(...page.entries.map((e) => e.id));
      if (!page.next) break;
      query = `patientId=${patient}&limit=2&before=${encodeURIComponent(page.next)}`;
    }
    expect(seen).toEqual(all);
  });

  it('never stores what was read', async () => {
    const stored = await rows();
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored)
      expect(Object.keys(row).sort()).toEqual(
        ['action', 'actorId', 'at', 'deviceId', 'id', 'ownerId', 'patientId', 'recordId'].sort(),
      );
    const text = JSON.stringify(stored);
    // Whole values only: a fragment such as the area code also turns up in timestamps and ids.
    const { phone, emPhone } = fixturePatients.maria;
    for (const value of ['Castellanos', 'Maria', 'OPT-1001', phone, emPhone])
      expect(text).not.toContain(value);
  });
});

describe('another professional', () => {
  it("gets 404 for the patient's log, as for a patient that does not exist", async () => {
    for (const id of [patient, uuidv7()]) {
      const res = await as(b).get(`/api/audit?patientId=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'No patient with that id' });
    }
    // An evaluation id is not a patient's, even for its owner.
    expect((await as(a).get(`/api/audit?patientId=${evaluation}`)).statusCode).toBe(404);
  });

  it("cannot log events on another account's records, nor on its device", async () => {
    const before = await rows();
    const deviceId = uuidv7();
    await as(a).post('/api/sync/devices', { deviceId });
    const results = await post(b, {
      deviceId,
      events: [event(patient, 'view'), event(evaluation, 'print'), event(note, 'export')],
    });
    expect(results).toEqual(['refused', 'refused', 'refused']);
    expect(await rows()).toEqual(before);
    // A's own event id sent by B is refused, not reported as B's duplicate.
    const [first] = before;
    expect(await post(b, { events: [{ ...event(patient, 'view'), id: first?.id }] })).toEqual([
      'refused',
    ]);
    // B's own patient, sent with A's device: stored without naming that device.
    const own = (await as(b).post('/api/patient', fixturePatients.tobias)).json<{
      patientAutoGenId: string;
    }>().patientAutoGenId;
    expect(await post(b, { deviceId, events: [event(own, 'view')] })).toEqual(['stored']);
    const { entries } = await logOf(b, `patientId=${own}`);
    expect(entries.find((e) => e.action === 'view' && e.device === null)).toBeDefined();
  });
});

describe('bad input', () => {
  it('answers a missing or malformed patient id, cursor or limit with a clear 400', async () => {
    const cases: [string, string][] = [
      ['', 'patientId'],
      ['patientId=', 'patientId'],
      ['patientId=123', 'patientId'],
      [`patientId=${patient}&before=yesterday`, 'before'],
      [`patientId=${patient}&limit=0`, 'limit'],
      [`patientId=${patient}&limit=abc`, 'limit'],
      [`patientId=${patient}&patientId=${patient}`, 'patientId'],
      [`patientId=${patient}&other=1`, 'general'],
    ];
    for (const [query, field] of cases) {
      const res = await as(a).get(`/api/audit?${query}`);
      expect(res.statusCode, query).toBe(400);
      const body = res.json<{ message: string; errors: Record<string, string> }>();
      expect(body.message, query).toMatch(/\w/);
      expect(Object.keys(body.errors), query).toContain(field);
    }
    const missing = await as(a).get('/api/audit');
    expect(missing.json<{ errors: Record<string, string> }>().errors.patientId).toMatch(
      /patientId=/,
    );
  });

  it('refuses an empty, oversized or malformed batch with a 400 and stores nothing', async () => {
    const before = (await rows()).length;
    const many = Array.from({ length: 201 }, () => event(patient, 'view'));
    for (const body of [
      {},
      { events: [] },
      { events: many },
      { events: 'all' },
      { events: [{ recordId: patient }] },
      { deviceId: 'tablet', events: [event(patient, 'view')] },
      { events: [event(patient, 'view')], extra: true },
    ]) {
      const res = await as(a).post('/api/audit/events', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await rows()).length).toBe(before);
  });
});
