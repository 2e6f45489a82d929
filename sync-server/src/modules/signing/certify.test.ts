import type { Bundle, Provenance } from 'fhir/r4';
import type { Change, EvaluationRecord } from '@optolight/contract';
import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { flat, pdfText } from '@optolight/report/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, type Account } from '../../../test/accounts';
import { caller, startHarness, writesSoFar, type Harness } from '../../../test/harness';
import { restEvaluation } from '../../../test/rest-records';
import { syncDevice } from '../../../test/sync-device';

/*
 * The plan of care's certification by a member who certifies (docs/practices.md#certifying-the-plan-of-care):
 * one practice of an owner, a therapist, a physician who certifies and a front desk.
 */

let h: Harness;
let owner: Account;
let therapist: Account;
let physician: Account;
let frontDesk: Account;

const as = (account: Account) => caller(() => h.app, account.auth);

async function member(role: string, canCertify = false, profile: object = {}) {
  const code = (await as(owner).post('/api/practice/invitations', { role, canCertify })).json<{
    code: string;
  }>().code;
  const account = await makeAccount(h.app);
  if (Object.keys(profile).length) await as(account).post('/api/user', profile);
  const joined = await as(account).post('/api/practice/join', { code });
  expect(joined.statusCode, joined.body).toBe(200);
  return account;
}

beforeAll(async () => {
  h = await startHarness({ LOGIN_RATE_MAX: '1000' });
  owner = await makeAccount(h.app, 'professionalBasic');
  therapist = await member('clinician');
  physician = await member('clinician', true, {
    firstName: 'Lena',
    lastName: 'Ortiz',
    credentials: 'OD',
    npi: '1234567893',
  });
  frontDesk = await member('frontDesk');
});
afterAll(() => h.close());

/** A main evaluation of the practice with its plan, written by the therapist; signed unless told. */
let patients = 0;
async function evaluation({ signed = true } = {}) {
  patients += 1;
  const { patientId, evaluationId } = await restEvaluation(as(therapist), {
    ...fixturePatients.maria,
    patientId: `OPT-${String(2000 + patients)}`,
  });
  const plan = await as(therapist).post(`/api/evaluation/${evaluationId}`, {
    dischargePlan: { ...fullMainEvaluation.dischargePlan, therapistSign: '' },
  });
  expect(plan.statusCode, plan.body).toBe(200);
  if (signed)
    expect((await as(therapist).post(`/api/sign/${evaluationId}`, {})).statusCode).toBe(200);
  return { patientId, evaluationId };
}

const certify = (account: Account, id: string) => as(account).post(`/api/certify/${id}`);

describe('certifying the plan of care', () => {
  it('is e-signed by a member who certifies, once, and named in the record, history and report', async () => {
    const { patientId, evaluationId } = await evaluation();
    const res = await certify(physician, evaluationId);
    expect(res.statusCode, res.body).toBe(200);
    const certification = res.json<EvaluationRecord['certification']>();
    expect(certification).toMatchObject({
      certifiedBy: {
        name: 'Lena Ortiz',
        credentials: 'OD',
        npi: '1234567893',
        memberId: physician.userId,
      },
    });

    // Sent again (an answer lost on the way), it is the same certification.
    const again = await certify(physician, evaluationId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(certification);

    const records = (await as(owner).get(`/api/evaluations/${patientId}`)).json<
      EvaluationRecord[]
    >();
    expect(records.find((r) => r.id === evaluationId)?.certification).toEqual(certification);

    const history = (await as(owner).get(`/api/history/${evaluationId}`)).json<{
      entries: { type: string; account: { id: string } }[];
    }>();
    expect(history.entries[0]).toMatchObject({
      type: 'certified',
      account: { id: physician.userId },
    });

    const pdf = await as(owner).post('/api/report', {
      selectedEvaluation: { id: evaluationId, evaluationType: 'mainEvaluation' },
      patientData: { patientAutoGenId: patientId },
      userData: {},
    });
    expect(pdf.statusCode).toBe(200);
    const text = flat(pdfText(pdf.rawPayload));
    expect(text).toMatch(
      /I certify the need for these services[^]*Electronically signed by Lena Ortiz, OD, NPI 1234567893 on /,
    );
    // E-signed, it prints no line for a signature on paper.
    expect(text).not.toContain('Physician/NPP signature');

    // The chart's FHIR export carries it as the physician's verification signature.
    const bundle = (
      await as(owner).get(`/api/fhir/Patient/${patientId}/$everything`)
    ).json<Bundle>();
    const certified = (bundle.entry ?? [])
      .map((e) => e.resource)
      .find(
        (r): r is Provenance =>
          r?.resourceType === 'Provenance' && r.reason?.[0]?.text === 'Plan of care certified',
      );
    expect(certified?.recorded).toBe(certification?.certifiedAt);
    expect(certified?.agent[0]?.who.display).toBe('Lena Ortiz, OD');
  });

  it('is refused to members who do not certify, to the front desk and before the record is signed', async () => {
    const unsigned = await evaluation({ signed: false });
    const { patientId, evaluationId } = await evaluation();
    const stranger = await makeAccount(h.app, 'professionalBasic');
    const before = await writesSoFar(h.app);
    const early = await certify(physician, unsigned.evaluationId);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toMatch(
      /once its evaluation or note is signed/,
    );

    for (const account of [therapist, owner, frontDesk]) {
      const refused = await certify(account, evaluationId);
      expect(refused.statusCode, refused.body).toBe(403);
    }
    expect((await certify(stranger, evaluationId)).statusCode).toBe(404);
    expect(await writesSoFar(h.app)).toBe(before);
    const records = (await as(owner).get(`/api/evaluations/${patientId}`)).json<
      EvaluationRecord[]
    >();
    expect(records.find((r) => r.id === evaluationId)?.certification).toBeNull();
  });

  it('is refused on a record that holds no plan to certify, and by a second physician', async () => {
    const { evaluationId } = await evaluation();
    const note = await as(therapist).post(`/api/addprognote/${evaluationId}`, {
      appointment: fullMainEvaluation.appointment,
    });
    const noteId = note.json<{ progAppointmentId: string }>().progAppointmentId;
    expect((await as(therapist).post(`/api/sign/${noteId}`, {})).statusCode).toBe(200);
    const onNote = await certify(physician, noteId);
    expect(onNote.statusCode).toBe(409);

    // The owner may certify once the practice says so; the plan is certified already.
    const ownMember = (await as(owner).get('/api/practice')).json<{
      members: { memberId: string; role: string }[];
    }>();
    expect(ownMember.members.some((m) => m.memberId === owner.userId)).toBe(true);
    await as(owner).patch(`/api/practice/members/${owner.userId}`, { canCertify: true });
    expect((await certify(physician, evaluationId)).statusCode).toBe(200);
    const second = await certify(owner, evaluationId);
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toBe(
      'This plan of care is certified already, by Lena Ortiz, OD.',
    );
    await as(owner).patch(`/api/practice/members/${owner.userId}`, { canCertify: false });
  });

  it('comes from a device offline like a signature, and reaches the practice’s devices', async () => {
    const { evaluationId } = await evaluation();
    const tablet = syncDevice(as(physician));
    await tablet.register();
    const pushed = await tablet.push([
      { seq: 1, mutationId: crypto.randomUUID(), type: 'certifyPlan', recordId: evaluationId },
    ]);
    expect(pushed.results).toEqual([expect.objectContaining({ status: 'applied' })]);

    const desk = syncDevice(as(frontDesk));
    await desk.register();
    const refused = await desk.push([
      { seq: 1, mutationId: crypto.randomUUID(), type: 'certifyPlan', recordId: evaluationId },
    ]);
    expect(refused.results).toEqual([expect.objectContaining({ status: 'rejected' })]);

    const changes = await syncDevice(as(therapist)).pullAll();
    const record = changes.find(
      (c): c is Extract<Change, { type: 'record' }> =>
        c.type === 'record' && c.record.id === evaluationId,
    );
    expect(record?.record.certification).toMatchObject({
      certifiedBy: { memberId: physician.userId },
    });
    // The front desk's feed carries no signature and no certification.
    const deskChanges = await desk.pullAll();
    const deskRecord = deskChanges.find((c) => c.type === 'record' && c.record.id === evaluationId);
    expect(deskRecord).toMatchObject({ record: { id: evaluationId } });
    expect(JSON.stringify(deskRecord)).not.toContain('Lena Ortiz');
  });
});
