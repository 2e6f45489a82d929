import { api, type Endpoint } from '@optolight/contract';
import { fixturePatients, fullMainEvaluation, fullProgressNote } from '@optolight/fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { makeAccount, type Account } from '../../test/accounts';
import { callEndpoint, requestsFor, type Req } from '../../test/access-requests';
import { startHarness, writesSoFar, type Harness } from '../../test/harness';

/**
 * Every endpoint of the contract, called by every kind of caller against professional A's
 * records. A new endpoint without a request here fails the suite.
 */
let h: Harness;
let a: Account;
let ids: Record<string, string>;

const requests = () => requestsFor(ids);
const call = (endpoint: Endpoint, req: Req, account?: Account) =>
  callEndpoint(h.app, endpoint, req, account);

let b: Account, patient: Account, user: Account, expired: Account;
/** Members of A's practice in the other roles. */
const members: Partial<Record<'clinician' | 'frontDesk', Account>> = {};
beforeAll(async () => {
  h = await startHarness({ LOGIN_RATE_MAX: '1000' });
  [a, b, patient, user, expired] = await Promise.all([
    makeAccount(h.app, 'professionalBasic'),
    makeAccount(h.app, 'professionalBasic'),
    makeAccount(h.app, 'patientBasic'),
    makeAccount(h.app),
    makeAccount(h.app, 'professionalBasic'),
  ]);
  const as = (url: string, payload: object, who = a) =>
    h.app.inject({ method: 'POST', url, headers: who.auth, payload });
  const p = (await as('/api/patient', fixturePatients.maria)).json<{ patientAutoGenId: string }>()
    .patientAutoGenId;
  const e = (await as(`/api/patient/${p}`, { appointment: fullMainEvaluation.appointment })).json<{
    appointmentId: string;
  }>().appointmentId;
  const note = async (path: string, key: string) =>
    (await as(`/api/${path}/${e}`, { appointment: fullProgressNote.appointment })).json<
      Record<string, string>
    >()[key] ?? '';
  ids = {
    userA: a.userId,
    patient: p,
    evaluation: e,
    progressNote: await note('addprognote', 'progAppointmentId'),
    updateNote: await note('addUpdateNote', 'updateNoteAppointId'),
    dischargeNote: await note('addDischargeNote', 'dischargeNoteId'),
  };
  // A sync device of A with one conflict, so every sync endpoint has something of A's to reach.
  const deviceA = '0193a4b2-7c1e-7d2a-9f3b-0000000000a1';
  await as('/api/sync/devices', { deviceId: deviceA });
  const mutation = (seq: number, data: object, base: object) => ({
    type: 'saveSection',
    seq,
    mutationId: `0193a4b2-7c1e-7d2a-9f3b-00000000000${seq}`,
    recordId: e,
    section: 'evaluationOne',
    data,
    base,
    baseVersion: 0,
  });
  const pushed = await as('/api/sync/push', {
    deviceId: deviceA,
    mutations: [
      mutation(1, { pastMedicalHistory: 'A1' }, {}),
      mutation(2, { pastMedicalHistory: 'A2' }, { pastMedicalHistory: 'B' }),
    ],
  });
  ids.deviceA = deviceA;
  for (const role of ['clinician', 'frontDesk'] as const) {
    const { code } = (await as('/api/practice/invitations', { role })).json<{ code: string }>();
    const member = await makeAccount(h.app);
    expect((await as('/api/practice/join', { code }, member)).statusCode).toBe(200);
    members[role] = member;
  }
  ids.conflict = pushed.json<{ results: { conflictId?: string }[] }>().results[1]?.conflictId ?? '';
  expect(ids.conflict).not.toBe('');
  // The expired professional has a patient of its own, to read after the plan ran out.
  const ep = (await as('/api/patient', fixturePatients.aiko, expired)).json<{
    patientAutoGenId: string;
  }>().patientAutoGenId;
  ids.expiredPatient = ep;
  await h.app.storage.write(async (tx) => {
    await tx
      .update(users)
      .set({ planExpiresAt: '2020-01-01T00:00:00.000Z' })
      .where(eq(users.id, expired.userId));
  });
});
afterAll(() => h.close());

const entries = () => Object.entries(api) as [keyof typeof api, Endpoint][];

describe('access matrix', () => {
  it('refuses signed-out callers on every non-public endpoint', async () => {
    for (const [name, endpoint] of entries()) {
      if (endpoint.access === 'public') continue;
      const res = await call(endpoint, requests()[name]);
      expect(res.statusCode, name).toBe(401);
    }
  });

  it('refuses patient and user accounts on every professional endpoint', async () => {
    for (const who of [patient, user]) {
      for (const [name, endpoint] of entries()) {
        if (!endpoint.access.startsWith('professional')) continue;
        const res = await call(endpoint, requests()[name], who);
        expect(res.statusCode, name).toBe(403);
      }
    }
  });

  it("limits each member of A's practice to what its role may call", async () => {
    let refused = 0;
    for (const role of ['clinician', 'frontDesk'] as const) {
      for (const [name, endpoint] of entries()) {
        if (!endpoint.roles || endpoint.roles.includes(role)) continue;
        const res = await call(endpoint, requests()[name], members[role]);
        expect(res.statusCode, `${role} ${name}`).toBe(403);
        expect(res.body, `${role} ${name}`).not.toContain('Castellanos');
        refused++;
      }
    }
    // 5 endpoints are the owner's; 26 more are clinical, closed to the front desk.
    expect(refused).toBe(5 + 5 + 27);
    // What the front desk may call, it calls on A's practice.
    const list = await call(api.listPatients, {}, members.frontDesk);
    expect(list.json()).toMatchObject([{ patientAutoGenId: ids.patient }]);
  });

  it('lets only a linked patient account send a questionnaire from home', async () => {
    const req = requests().saveMyOutcome;
    expect((await call(api.saveMyOutcome, req, a)).statusCode).toBe(403);
    expect((await call(api.saveMyOutcome, req, patient)).statusCode).toBe(409);
  });

  it("never shows or changes one professional's records to another", async () => {
    const recordScoped = Object.keys(requests()).filter((n) => {
      const req = requests()[n as keyof typeof api];
      return (
        Object.values(req.params ?? {}).some((v) => Object.values(ids).includes(v)) ||
        Object.values(ids).some((v) => req.query?.includes(v)) ||
        JSON.stringify(req.payload ?? {}).includes(ids.deviceA ?? '-')
      );
    });
    expect(recordScoped.length).toBe(32);
    for (const name of recordScoped) {
      const endpoint = api[name as keyof typeof api];
      const res = await call(endpoint, requests()[name as keyof typeof api], b);
      expect(res.statusCode, name).toBe(404);
      expect(res.body, name).not.toContain('Castellanos');
    }
    expect((await call(api.listPatients, {}, b)).json()).toEqual([]);
    const feed = await call(api.pull, {}, b);
    expect(feed.json()).toMatchObject({ changes: [], cursor: 0, hasMore: false, recordsAfter: 0 });
    expect((await call(api.findPatient, requests().findPatient, b)).statusCode).toBe(404);
    // A's records are untouched.
    const mine = await call(api.listEvaluations, requests().listEvaluations, a);
    expect(JSON.stringify(mine.json())).not.toContain('Hacked');
    const patients = await call(api.listPatients, {}, a);
    expect(patients.json()).toMatchObject([{ city: 'Miami' }]);
  });

  it('lets a professional with an expired plan read but not write', async () => {
    const list = await call(api.listPatients, {}, expired);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
    expect(
      (await call(api.listEvaluations, { params: { uniqueId: ids.expiredPatient ?? '' } }, expired))
        .statusCode,
    ).toBe(200);
    for (const [name, endpoint] of entries()) {
      if (endpoint.access !== 'professionalWrite') continue;
      const res = await call(endpoint, requests()[name], expired);
      expect(res.statusCode, name).toBe(403);
      expect(res.json(), name).toMatchObject({ link: '/plans' });
    }
  });

  it('answers bad input on every endpoint with a clear 4xx and changes nothing', async () => {
    const changes = () => writesSoFar(h.app);
    const unknownId = '0193a4b2-7c1e-7d2a-9f3b-0000000dead0';
    for (const [name, endpoint] of entries()) {
      const req = requests()[name];
      const before = await changes();
      const cases: [string, Req, number[]][] = [];
      // Logout reads no body, so there is no bad body to send it.
      if (endpoint.method === 'POST' && !endpoint.multipart && endpoint.body) {
        const wrongTypes = Object.fromEntries(
          Object.keys(req.payload ?? { x: 1 }).map((k) => [k, 12345]),
        );
        cases.push(['wrong types', { ...req, payload: wrongTypes }, [400]]);
        cases.push(['not an object', { ...req, payload: ['a'] }, [400]]);
        cases.push([
          'oversized',
          { ...req, payload: { ...req.payload, padding: 'x'.repeat(17 * 1024 * 1024) } },
          [413],
        ]);
        // Every field of a profile update is optional: an empty one is a no-op (users.test.ts).
        // A signature names the versions it covers only if it wants to (signing.test.ts).
        if (name !== 'updateUser' && name !== 'signRecord')
          cases.push(['missing fields', { ...req, payload: {} }, [400]]);
      }
      const recordParams = Object.keys(req.params ?? {}).filter((k) =>
        Object.values(ids).includes(req.params?.[k] ?? '-'),
      );
      if (recordParams.length) {
        const params = Object.fromEntries(recordParams.map((k) => [k, unknownId]));
        cases.push(['unknown id', { ...req, params: { ...req.params, ...params } }, [404]]);
      }
      for (const [what, bad, expected] of cases) {
        const res = await call(endpoint, bad, a);
        expect(
          expected,
          `${name}: ${what} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
        ).toContain(res.statusCode);
        expect(res.json<{ message: string }>().message, `${name}: ${what}`).toEqual(
          expect.any(String),
        );
      }
      expect(await changes(), `${name} changed the database on bad input`).toBe(before);
    }
    // About 200 requests, a few of them 17 MB: a hang guard well above the 10 s it takes on a
    // busy 2-core machine.
  }, 60_000);
});
