import type { Change, EvaluationRecord, MutationResult, RecordHistory } from '@optolight/contract';
import { msg } from '@optolight/domain';
import { fixturePatients, fullMainEvaluation, fullProgressNote } from '@optolight/fixtures';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { caller, startHarness, writesSoFar, type Harness } from '../../../test/harness';
import { syncDevice } from '../../../test/sync-device';

let h: Harness;
let as: ReturnType<typeof caller>;
let device: ReturnType<typeof syncDevice>;
let patient: string;
let evaluation: string;
/** Who signs: the printed name and credentials, and the member's id. */
let signedBy: { name: string; credentials: string; memberId: string };

beforeEach(async () => {
  h = await startHarness();
  const account = await makeAccount(h.app, 'professionalBasic');
  as = caller(() => h.app, account.auth);
  signedBy = { name: 'Ada Lovelace', credentials: 'OTR/L, COVD', memberId: account.userId };
  await as.post('/api/user', { credentials: 'OTR/L, COVD' });
  patient = (await as.post('/api/patient', fixturePatients.maria)).json<{
    patientAutoGenId: string;
  }>().patientAutoGenId;
  evaluation = (
    await as.post(`/api/patient/${patient}`, { appointment: fullMainEvaluation.appointment })
  ).json<{ appointmentId: string }>().appointmentId;
  await as.post(`/api/evaluation/${evaluation}`, {
    evaluationOne: fullMainEvaluation.evaluationOne,
  });
  device = syncDevice(as);
  await device.register();
});
afterEach(() => h.close());

const theEvaluation = async () =>
  (await as.get(`/api/evaluations/${patient}`)).json<EvaluationRecord[]>()[0];
const sign = (body?: object) => as.post(`/api/sign/${evaluation}`, body);
/** A sync device's view of the evaluation: its sections as stored. */
const seenByDevice = async () => {
  const record = await theEvaluation();
  return {
    appointment: { data: record?.appointment },
    evaluationOne: { data: record?.evaluationOne },
  };
};

describe('signing a record', () => {
  it('keeps the NPI the profile had at signing with the signature', async () => {
    await as.post('/api/user', { npi: '1234567893' });
    const signed = await sign();
    expect(signed.json()).toMatchObject({ signedBy: { ...signedBy, npi: '1234567893' } });
    await as.post('/api/user', { npi: '', credentials: 'OD' });
    expect((await theEvaluation())?.signature?.signedBy).toEqual({
      ...signedBy,
      npi: '1234567893',
    });
  });

  it('locks it on every path; addenda add to it; every read shows both', async () => {
    expect(await theEvaluation()).toMatchObject({ signature: null, addenda: [] });
    const signed = await sign();
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toEqual({ signedAt: expect.any(String) as string, signedBy });

    const rest = await as.post(`/api/evaluation/${evaluation}`, {
      evaluationOne: { ...fullMainEvaluation.evaluationOne, pastMedicalHistory: 'changed' },
    });
    expect(rest.statusCode).toBe(409);
    expect(rest.json<{ message: string }>().message).toContain(`POST /api/addendum/${evaluation}`);
    const before = await writesSoFar(h.app);
    const sync = await device.push([
      device.save(evaluation, 'evaluationOne', { pastMedicalHistory: 'changed' }),
    ]);
    expect(sync.results[0]).toMatchObject({
      status: 'rejected',
      message: expect.stringContaining('signed, so it can no longer be edited') as string,
    });

    const added = await as.post(`/api/addendum/${evaluation}`, { text: '  Seen again: better.  ' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({
      id: expect.any(String) as string,
      at: expect.any(String) as string,
      by: signedBy,
    });
    expect(await writesSoFar(h.app)).not.toBe(before);
    expect(await theEvaluation()).toMatchObject({
      evaluationOne: fullMainEvaluation.evaluationOne,
      signature: { signedAt: signed.json<{ signedAt: string }>().signedAt, signedBy },
      addenda: [{ text: 'Seen again: better.', by: signedBy }],
    });
    const history = (await as.get(`/api/history/${evaluation}`)).json<RecordHistory>();
    expect(history.entries.map((e) => e.type)).toEqual([
      'addendum',
      'signed',
      'saved',
      'saved',
      'created',
    ]);
    expect(history.entries.slice(0, 2)).toMatchObject([
      { text: 'Seen again: better.', by: signedBy, source: { kind: 'web' } },
      { signedBy },
    ]);
    const change = (await device.pullAll()).find(
      (c): c is Extract<Change, { type: 'record' }> =>
        c.type === 'record' && c.record.id === evaluation,
    );
    expect(change?.record).toMatchObject({
      signature: { signedBy },
      addenda: [{ text: 'Seen again: better.' }],
    });
  });

  it('refuses a signature over content the signer was not shown', async () => {
    await theEvaluation();
    // Another device changes the evaluation after REST showed it.
    await device.push([
      device.save(
        evaluation,
        'evaluationOne',
        { ...fullMainEvaluation.evaluationOne, pastMedicalHistory: 'other device' },
        fullMainEvaluation.evaluationOne,
      ),
    ]);
    const refused = await sign();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'This record changed since it was shown to you. Review it and sign again.',
      errors: { evaluationOne: 'Changed since you reviewed it' },
    });
    const stale = await sign({ versions: { appointment: 1, evaluationOne: 1 } });
    expect(stale.statusCode).toBe(409);
    const shown = await theEvaluation();
    expect((await sign({ versions: shown?.versions })).statusCode).toBe(200);
    expect((await sign()).json<{ message: string }>().message).toBe(
      'This record is signed already.',
    );
  });

  it('signs from a device as it held the record, behind its own queued saves', async () => {
    const edited = { ...fullMainEvaluation.evaluationOne, pastMedicalHistory: 'typed offline' };
    const seen = { ...(await seenByDevice()), evaluationOne: { data: edited } };
    const res = await device.push([
      device.save(evaluation, 'evaluationOne', edited, fullMainEvaluation.evaluationOne),
      device.sign(evaluation, seen),
      device.addendum(evaluation, 'Later.'),
    ]);
    expect(res.results.map((r: MutationResult) => r.status)).toEqual([
      'applied',
      'applied',
      'applied',
    ]);
    expect(await theEvaluation()).toMatchObject({
      evaluationOne: edited,
      signature: { signedBy },
      addenda: [{ text: 'Later.' }],
    });
  });

  it("refuses a device's signature when another device changed the record first", async () => {
    const seen = await seenByDevice();
    const other = syncDevice(as);
    await other.register();
    await other.push([
      other.save(
        evaluation,
        'evaluationOne',
        { ...fullMainEvaluation.evaluationOne, pastMedicalHistory: 'other tablet' },
        fullMainEvaluation.evaluationOne,
      ),
    ]);
    const res = await device.push([device.sign(evaluation, seen)]);
    expect(res.results[0]).toMatchObject({
      status: 'rejected',
      message: 'This record changed since it was shown to you. Review it and sign again.',
    });
    expect(await theEvaluation()).toMatchObject({ signature: null });
  });

  it('refuses a signature, on REST and sync, while a conflict on the record is open', async () => {
    const base = fullMainEvaluation.evaluationOne;
    const other = syncDevice(as);
    await other.register();
    await device.push([
      device.save(evaluation, 'evaluationOne', { ...base, workEducational: 'A' }, base, 1),
    ]);
    const clash = await other.push([
      other.save(evaluation, 'evaluationOne', { ...base, workEducational: 'B' }, base, 1),
    ]);
    const conflict = clash.results[0];
    expect(conflict).toMatchObject({ status: 'conflict' });

    await theEvaluation();
    const refused = await sign();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: msg.signOverConflict,
      errors: { evaluationOne: 'Has a conflict to settle' },
    });
    const bySync = await device.push([device.sign(evaluation, await seenByDevice())]);
    expect(bySync.results[0]).toMatchObject({ status: 'rejected', message: msg.signOverConflict });
    expect(await theEvaluation()).toMatchObject({ signature: null });

    // Settled, it signs.
    const stored = conflict?.data as object;
    const settled = await as.post(`/api/sync/conflicts/${conflict?.conflictId ?? ''}/resolve`, {
      data: { ...stored, workEducational: 'B' },
      base: stored,
    });
    expect(settled.statusCode, settled.body).toBe(200);
    await theEvaluation();
    expect((await sign()).statusCode).toBe(200);
  });

  it('takes an addendum only on a signed record, once per id, and refuses bad input', async () => {
    const early = await as.post(`/api/addendum/${evaluation}`, { text: 'too early' });
    expect(early.statusCode).toBe(409);
    await sign();
    const id = uuidv7();
    const first = await as.post(`/api/addendum/${evaluation}`, { id, text: 'once' });
    const again = await as.post(`/api/addendum/${evaluation}`, { id, text: 'once' });
    expect(again.json()).toEqual(first.json());
    // The same id with another text is refused, never answered as if stored.
    const reused = await as.post(`/api/addendum/${evaluation}`, { id, text: 'twice' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json<{ message: string }>().message).toMatch(/another text/);
    const bySync = await device.push([device.addendum(evaluation, 'twice', id)]);
    expect(bySync.results[0]).toMatchObject({ status: 'rejected' });
    expect((await theEvaluation())?.addenda.map((a) => a.text)).toEqual(['once']);

    const blank = await as.post(`/api/addendum/${evaluation}`, { text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ errors: { text: 'Write the addendum' } });
    const long = await as.post(`/api/addendum/${evaluation}`, { text: 'x'.repeat(10_001) });
    expect(long.statusCode).toBe(400);
    expect((await as.post(`/api/sign/${patient}`, {})).statusCode).toBe(404);
    expect((await as.post(`/api/sign/${uuidv7()}`, { versions: { x: -1 } })).statusCode).toBe(400);
  });

  it('answers another professional 404 and leaves the record as it was', async () => {
    const other = caller(() => h.app, (await makeAccount(h.app, 'professionalBasic')).auth);
    const before = await writesSoFar(h.app);
    expect((await other.post(`/api/sign/${evaluation}`, {})).statusCode).toBe(404);
    await sign();
    const after = await writesSoFar(h.app);
    expect(after).not.toBe(before);
    expect((await other.post(`/api/addendum/${evaluation}`, { text: 'x' })).statusCode).toBe(404);
    expect(await writesSoFar(h.app)).toBe(after);
  });

  it('refuses to delete a signed evaluation from a device', async () => {
    await sign();
    const res = await device.push([device.remove(evaluation)]);
    expect(res.results[0]).toMatchObject({ status: 'rejected' });
    expect(await theEvaluation()).toMatchObject({ id: evaluation });
  });

  it('keeps a patient with a signed record, or an evaluation with a signed note, on delete', async () => {
    const note = (
      await as.post(`/api/addprognote/${evaluation}`, { appointment: fullProgressNote.appointment })
    ).json<{ progAppointmentId: string }>().progAppointmentId;
    await as.get(`/api/prognote/${evaluation}`);
    expect((await as.post(`/api/sign/${note}`, {})).statusCode).toBe(200);

    const res = await device.push([device.remove(patient), device.remove(evaluation)]);
    expect(res.results).toMatchObject([
      { status: 'rejected', message: msg.keptSigned('patient') },
      { status: 'rejected', message: msg.keptSigned('evaluation') },
    ]);
    // Nothing was deleted: the signed note's history and the evaluation still answer.
    expect((await as.get(`/api/history/${note}`)).statusCode).toBe(200);
    expect(await theEvaluation()).toMatchObject({ id: evaluation });
    expect((await as.get('/api/patients')).json<unknown[]>()).toHaveLength(1);
  });
});
