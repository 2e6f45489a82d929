import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, practiceInvitations } from '../../db/schema';
import { makeAccount, type Account } from '../../../test/accounts';
import { caller, startHarness, writesSoFar, type Harness } from '../../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ LOGIN_RATE_MAX: '1000' });
});
afterAll(() => h.close());

/** A refusal's body: its message and the fields it names. */
type Refusal = { message: string; errors: Record<string, string> };

const as = (account: Account) => caller(() => h.app, account.auth);

/** An owner with a practice of one, and the invitation it makes. */
async function ownerInviting(body: object = { role: 'clinician' }) {
  const owner = await makeAccount(h.app, 'professionalBasic');
  const res = await as(owner).post('/api/practice/invitations', body);
  expect(res.statusCode).toBe(201);
  return { owner, invitation: res.json<{ code: string; link: string; expiresAt: string }>() };
}

async function joined(code: string) {
  const member = await makeAccount(h.app);
  const res = await as(member).post('/api/practice/join', { code });
  expect(res.statusCode, res.body).toBe(200);
  return member;
}

describe('invitations and joining', () => {
  it('lets a new account join with the code and share the practice’s patients', async () => {
    const { owner, invitation } = await ownerInviting({ role: 'clinician', canCertify: true });
    expect(invitation.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(invitation.link).toContain(`/join?code=${invitation.code}`);
    expect(Date.parse(invitation.expiresAt) - Date.now()).toBeGreaterThan(6 * 86_400_000);
    const maria = (await as(owner).post('/api/patient', fixturePatients.maria)).json<{
      patientAutoGenId: string;
    }>();

    // Typed as a person would: lower case, spaces for dashes.
    const member = await joined(invitation.code.toLowerCase().replace(/-/g, ' '));
    const practice = (await as(member).get('/api/practice')).json<{
      members: { memberId: string; role: string; canCertify: boolean }[];
    }>();
    expect(practice.members).toEqual([
      expect.objectContaining({ memberId: owner.userId, role: 'owner' }),
      expect.objectContaining({ memberId: member.userId, role: 'clinician', canCertify: true }),
    ]);
    // The practice's plan covers the member, who has none of its own.
    const list = await as(member).get('/api/patients');
    expect(list.json()).toMatchObject([{ patientAutoGenId: maria.patientAutoGenId }]);
    const tobias = await as(member).post('/api/patient', fixturePatients.tobias);
    expect(tobias.statusCode).toBe(200);
    expect((await as(owner).get('/api/patients')).json()).toHaveLength(2);

    // What the member does names the member: the signature and the access log.
    const evaluation = (
      await as(member).post(`/api/patient/${maria.patientAutoGenId}`, {
        appointment: fullMainEvaluation.appointment,
      })
    ).json<{ appointmentId: string }>().appointmentId;
    const signed = await as(member).post(`/api/sign/${evaluation}`, {});
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ signedBy: { name: 'Ada Lovelace' } });
    const log = (await as(owner).get(`/api/audit?patientId=${maria.patientAutoGenId}`)).json<{
      entries: { actor: { id: string } }[];
    }>();
    const actors = new Set(log.entries.map((e) => e.actor.id));
    expect(actors).toEqual(new Set([owner.userId, member.userId]));
    // The history names the member for the evaluation it wrote over REST, and its signature.
    const history = (await as(owner).get(`/api/history/${evaluation}`)).json<{
      entries: { type: string; account: { id: string } | null }[];
    }>();
    const byWhom = history.entries.map((e) => `${e.type}:${e.account?.id ?? ''}`);
    expect(byWhom).toContain(`created:${member.userId}`);
    expect(byWhom.filter((e) => e.endsWith(owner.userId))).toEqual([]);
  });

  it('uses a code once, even when two accounts send it at the same moment', async () => {
    const { owner, invitation } = await ownerInviting({ role: 'frontDesk' });
    const [one, two] = await Promise.all([makeAccount(h.app), makeAccount(h.app)]);
    const answers = await Promise.all(
      [one, two].map((a) => as(a).post('/api/practice/join', { code: invitation.code })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((r) => r.statusCode === 400);
    expect(refused?.json<Refusal>().errors.code).toMatch(/used/);
    const practice = (await as(owner).get('/api/practice')).json<{ members: unknown[] }>();
    expect(practice.members).toHaveLength(2);
  });

  it('refuses an expired code, and a code named for another email, and keeps the latter', async () => {
    const { invitation: old } = await ownerInviting();
    await h.app.storage.write((tx) =>
      tx.update(practiceInvitations).set({ expiresAt: '2020-01-01T00:00:00.000Z' }),
    );
    const late = await makeAccount(h.app);
    expect((await as(late).post('/api/practice/join', { code: old.code })).statusCode).toBe(400);

    const person = await makeAccount(h.app);
    const { invitation } = await ownerInviting({ role: 'clinician', email: person.email });
    const mail = await h.app.storage.read
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, person.email));
    expect(mail[0]?.body).toContain(invitation.link);
    const other = await makeAccount(h.app);
    const wrong = await as(other).post('/api/practice/join', { code: invitation.code });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<Refusal>().errors.code).toMatch(/another email/);
    expect(
      (await as(person).post('/api/practice/join', { code: invitation.code })).statusCode,
    ).toBe(200);
  });

  it('refuses an account with patients of its own, and a patient account, changing nothing', async () => {
    const { invitation } = await ownerInviting();
    const busy = await makeAccount(h.app, 'professionalBasic');
    await as(busy).post('/api/patient', fixturePatients.aiko);
    const patient = await makeAccount(h.app, 'patientBasic');
    const before = await writesSoFar(h.app);
    const res = await as(busy).post('/api/practice/join', { code: invitation.code });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/patients of its own/);
    expect(
      (await as(patient).post('/api/practice/join', { code: invitation.code })).statusCode,
    ).toBe(403);
    expect(await writesSoFar(h.app)).toBe(before);
    // The code still works for an account that may join.
    await joined(invitation.code);
  });
});

describe('a member’s account', () => {
  it('shows the practice’s plan and settings, and the member’s role', async () => {
    const { owner, invitation } = await ownerInviting({ role: 'clinician', canCertify: true });
    expect((await as(owner).post('/api/user', { progressNoteEveryVisits: 6 })).statusCode).toBe(
      200,
    );
    const member = await joined(invitation.code);
    const me = (await as(member).get('/api/user')).json<Record<string, unknown>>();
    expect(me).toMatchObject({
      userId: member.userId,
      userType: 'professional',
      practiceRole: 'clinician',
      canCertify: true,
      progressNoteEveryVisits: 6,
      plan: { type: 'professionalBasic', isActive: true },
    });
    // The settings are the owner's to change; the member's own profile is the member's.
    const refused = await as(member).post('/api/user', { progressNoteEveryVisits: 2 });
    expect(refused.statusCode).toBe(403);
    const named = await as(member).post('/api/user', { credentials: 'OD' });
    expect(named.json()).toMatchObject({ credentials: 'OD', progressNoteEveryVisits: 6 });
    expect((await as(owner).get('/api/user')).json()).toMatchObject({ credentials: '' });
  });
});

describe('members and roles', () => {
  it('is the owner’s alone to invite, change and remove', async () => {
    const { owner, invitation } = await ownerInviting();
    const member = await joined(invitation.code);
    expect(
      (await as(member).post('/api/practice/invitations', { role: 'clinician' })).statusCode,
    ).toBe(403);
    expect(
      (await as(member).patch(`/api/practice/members/${owner.userId}`, { role: 'clinician' }))
        .statusCode,
    ).toBe(403);
    expect((await as(member).delete(`/api/practice/members/${owner.userId}`)).statusCode).toBe(403);
    // Another practice's owner finds no such member.
    const stranger = await makeAccount(h.app, 'professionalBasic');
    expect(
      (await as(stranger).patch(`/api/practice/members/${member.userId}`, { canCertify: true }))
        .statusCode,
    ).toBe(404);
    expect((await as(stranger).delete(`/api/practice/members/${member.userId}`)).statusCode).toBe(
      404,
    );
  });

  it('changes a role and canCertify, and always keeps an owner', async () => {
    const { owner, invitation } = await ownerInviting();
    const member = await joined(invitation.code);
    const path = `/api/practice/members/${member.userId}`;
    const certify = await as(owner).patch(path, { canCertify: true });
    expect(certify.json()).toMatchObject({ role: 'clinician', canCertify: true });
    // Moving to the front desk drops canCertify; asking for both is refused on the field.
    expect((await as(owner).patch(path, { role: 'frontDesk' })).json()).toMatchObject({
      role: 'frontDesk',
      canCertify: false,
    });
    const both = await as(owner).patch(path, { role: 'frontDesk', canCertify: true });
    expect(both.statusCode).toBe(400);
    expect(both.json<Refusal>().errors.canCertify).toMatch(/clinician or an owner/);
    const self = `/api/practice/members/${owner.userId}`;
    expect((await as(owner).patch(self, { role: 'clinician' })).statusCode).toBe(409);
    expect((await as(owner).delete(self)).statusCode).toBe(409);
    // With a second owner, the first may step down.
    expect((await as(owner).patch(path, { role: 'owner' })).statusCode).toBe(200);
    expect((await as(owner).patch(self, { role: 'clinician' })).statusCode).toBe(200);
  });

  it('ends a removed member’s sessions at once, and the practice’s records stay', async () => {
    const { owner, invitation } = await ownerInviting();
    const member = await joined(invitation.code);
    await as(member).post('/api/patient', fixturePatients.maria);
    const removed = await as(owner).delete(`/api/practice/members/${member.userId}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ removed: true });
    expect((await as(member).get('/api/patients')).statusCode).toBe(401);
    expect((await as(owner).get('/api/patients')).json()).toHaveLength(1);
    // Signed in again, the account leads a practice of its own, empty and without a plan:
    // nothing of the practice shows.
    const { token } = await h.app.signToken(member.userId);
    const again = caller(() => h.app, { authorization: `Bearer ${token}` });
    expect((await again.get('/api/patients')).json()).toEqual([]);
    expect((await again.get('/api/sync/pull?cursor=0&limit=100')).json()).toMatchObject({
      changes: [],
    });
    expect((await again.post('/api/patient', fixturePatients.tobias)).statusCode).toBe(403);
    const practice = (await as(owner).get('/api/practice')).json<{ members: unknown[] }>();
    expect(practice.members).toHaveLength(1);
  });
});

describe('the front desk', () => {
  it('registers patients and books visits, and never opens clinical content on any path', async () => {
    const { owner, invitation } = await ownerInviting({ role: 'frontDesk' });
    const desk = await joined(invitation.code);
    const maria = (await as(owner).post('/api/patient', fixturePatients.maria)).json<{
      patientAutoGenId: string;
    }>().patientAutoGenId;
    const evaluation = (
      await as(owner).post(`/api/patient/${maria}`, { appointment: fullMainEvaluation.appointment })
    ).json<{ appointmentId: string }>().appointmentId;
    for (const section of ['longTermGoals', 'dischargePlan'] as const)
      await as(owner).post(`/api/evaluation/${evaluation}`, {
        [section]: fullMainEvaluation[section],
      });
    expect((await as(owner).post(`/api/sign/${evaluation}`, {})).statusCode).toBe(200);
    const note = (
      await as(owner).post(`/api/addprognote/${evaluation}`, {
        appointment: fullMainEvaluation.appointment,
      })
    ).json<{ progAppointmentId: string }>().progAppointmentId;

    // REST: the patient list and registration are the desk's; the clinical calls are not.
    expect((await as(desk).get('/api/patients')).json()).toHaveLength(1);
    expect((await as(desk).post('/api/patient', fixturePatients.tobias)).statusCode).toBe(200);
    for (const url of [
      `/api/evaluations/${maria}`,
      `/api/history/${evaluation}`,
      `/api/outcomes/${maria}`,
    ]) {
      const res = await as(desk).get(url);
      expect(res.statusCode, url).not.toBe(200);
      expect(res.body, url).not.toContain(fullMainEvaluation.appointment.appointmentDate);
    }

    // Sync: the desk's feed holds the patients, the evaluation and its note as bare rows with
    // their plan of care's dates only, no signature.
    const deviceId = '0193a4b2-7c1e-7d2a-9f3b-0000000de5c1';
    expect((await as(desk).post('/api/sync/devices', { deviceId })).statusCode).toBe(200);
    const feed = (await as(desk).get('/api/sync/pull?cursor=0&limit=500')).json<{
      changes: {
        type: string;
        record?: { id: string; kind: string; signature?: unknown };
        recordId?: string;
        name?: string;
        data?: unknown;
      }[];
    }>();
    const records = feed.changes.flatMap((c) => (c.record ? [c.record] : []));
    expect(records.map((r) => r.kind).sort()).toEqual([
      'mainEvaluation',
      'patient',
      'patient',
      'progressNote',
    ]);
    expect(records.find((r) => r.id === evaluation)?.signature).toBeUndefined();
    const sectionNames = new Set(feed.changes.flatMap((c) => (c.name ? [c.name] : [])));
    expect(sectionNames.has('info')).toBe(true);
    for (const name of sectionNames)
      expect(['info', 'patientReg', 'appointment', 'longTermGoals', 'dischargePlan']).toContain(
        name,
      );
    const dataOf = (recordId: string, name: string) =>
      feed.changes.find((c) => c.recordId === recordId && c.name === name)?.data;
    const { appointment, longTermGoals, dischargePlan } = fullMainEvaluation;
    expect(dataOf(evaluation, 'appointment')).toEqual({
      createdAt: appointment.createdAt,
      appointmentDate: appointment.appointmentDate,
    });
    expect(dataOf(note, 'appointment')).toEqual({
      createdAt: appointment.createdAt,
      appointmentDate: appointment.appointmentDate,
    });
    expect(dataOf(evaluation, 'longTermGoals')).toEqual({
      frequencyTreatmentWK: longTermGoals.frequencyTreatmentWK,
      frequencyTreatmentWKS: longTermGoals.frequencyTreatmentWKS,
      frequencyTreatmenTotalVisit: longTermGoals.frequencyTreatmenTotalVisit,
    });
    expect(dataOf(evaluation, 'dischargePlan')).toEqual({
      certification: dischargePlan.certification,
    });
    for (const written of [appointment.physiciansName, longTermGoals.recomendedTreatment])
      expect(JSON.stringify(feed), written).not.toContain(written);

    // Its queued changes: a visit and a patient's details apply; anything clinical is refused.
    const visit = '0193a4b2-7c1e-7d2a-9f3b-0000000de5c2';
    const mutations = [
      {
        type: 'createRecord',
        seq: 1,
        mutationId: '0193a4b2-7c1e-7d2a-9f3b-0000000de501',
        recordId: visit,
        kind: 'visitEntry',
        parentId: evaluation,
        createdAt: '2026-12-01T09:00:00.000Z',
      },
      {
        type: 'saveSection',
        seq: 2,
        mutationId: '0193a4b2-7c1e-7d2a-9f3b-0000000de502',
        recordId: visit,
        section: 'visit',
        data: { date: '2026-12-01', minutes: 45, done: 'Vergence therapy' },
        base: null,
        baseVersion: 0,
      },
      {
        type: 'saveSection',
        seq: 3,
        mutationId: '0193a4b2-7c1e-7d2a-9f3b-0000000de503',
        recordId: evaluation,
        section: 'evaluationOne',
        data: { pastMedicalHistory: 'typed at the desk' },
        base: null,
        baseVersion: 0,
      },
      {
        type: 'createRecord',
        seq: 4,
        mutationId: '0193a4b2-7c1e-7d2a-9f3b-0000000de504',
        recordId: '0193a4b2-7c1e-7d2a-9f3b-0000000de5c3',
        kind: 'progressNote',
        parentId: evaluation,
        createdAt: '2026-12-01T09:00:00.000Z',
      },
      {
        type: 'addAddendum',
        seq: 5,
        mutationId: '0193a4b2-7c1e-7d2a-9f3b-0000000de505',
        recordId: evaluation,
        addendumId: '0193a4b2-7c1e-7d2a-9f3b-0000000de5c4',
        text: 'from the desk',
      },
      {
        type: 'deleteRecord',
        seq: 6,
        mutationId: '0193a4b2-7c1e-7d2a-9f3b-0000000de506',
        recordId: maria,
      },
    ];
    const pushed = await as(desk).post('/api/sync/push', { deviceId, mutations });
    expect(pushed.statusCode, pushed.body).toBe(200);
    const results = pushed.json<{ results: { seq: number; status: string; message?: string }[] }>()
      .results;
    expect(results.map((r) => r.status)).toEqual([
      'applied',
      'applied',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
    ]);
    expect(results[2]?.message).toMatch(/front desk/);
    // Nothing of it reached the evaluation; the visit did.
    const history = (await as(owner).get(`/api/history/${evaluation}`)).body;
    expect(history).not.toContain('typed at the desk');
    expect((await as(owner).get(`/api/patients`)).json()).toHaveLength(2);
  });
});
