import type { EvaluationRecord } from '@optolight/contract';
import type { Appointment } from '@optolight/domain';
import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, type Account } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';
import { tablet } from '../../../test/tablet';

let h: Harness;
let pro: Account;
let as: ReturnType<typeof caller>;
let patientId: string;
let evaluationId: string;
beforeEach(async () => {
  h = await startHarness();
  pro = await makeAccount(h.app, 'professionalBasic');
  as = caller(() => h.app, pro.auth);
  patientId = (await as.post('/api/patient', fixturePatients.maria)).json<{
    patientAutoGenId: string;
  }>().patientAutoGenId;
  evaluationId = (
    await as.post(`/api/patient/${patientId}`, { appointment: fullMainEvaluation.appointment })
  ).json<{ appointmentId: string }>().appointmentId;
});
afterEach(() => h.close());

const url = () => `/api/evaluation/${evaluationId}`;
const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url: path, payload, headers: { ...pro.auth, ...headers } });
async function readAppointment(): Promise<{ data: Appointment; version: number }> {
  const [evaluation] = (await as.get(`/api/evaluations/${patientId}`)).json<EvaluationRecord[]>();
  if (!evaluation?.appointment) throw new Error('no appointment');
  return { data: evaluation.appointment, version: evaluation.versions.appointment ?? 0 };
}
/** The tablet changes the physician on top of what is stored. */
async function tabletChangesPhysician(to: string) {
  const { data, version } = await readAppointment();
  const device = await tablet(as);
  await device.save(evaluationId, 'appointment', { ...data, physiciansName: to }, data, version);
}

describe('a section save that names no base', () => {
  it('is based on what REST served: a field changed elsewhere since is kept, not undone', async () => {
    const served = await readAppointment();
    expect(served.version).toBe(1);
    await tabletChangesPhysician('Dr. Tablet');
    const res = await post(url(), { appointment: { ...served.data, socDate: '2026-11-09' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: 3, merged: ['physiciansName'] });
    expect((await readAppointment()).data).toMatchObject({
      physiciansName: 'Dr. Tablet',
      socDate: '2026-11-09',
    });
  });

  it('refuses with 409 to overwrite a field changed elsewhere with another value', async () => {
    const served = await readAppointment();
    await tabletChangesPhysician('Dr. Tablet');
    const res = await post(url(), { appointment: { ...served.data, physiciansName: 'Dr. Web' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errors: { physiciansName: 'Changed elsewhere to a different value' },
    });
    expect((await readAppointment()).data.physiciansName).toBe('Dr. Tablet');
  });

  it('is based on what REST served last: a client that reloaded may change the field', async () => {
    await readAppointment();
    await tabletChangesPhysician('Dr. Tablet');
    const reloaded = await readAppointment();
    expect(reloaded.version).toBe(2);
    const res = await post(url(), { appointment: { ...reloaded.data, physiciansName: 'Dr. Web' } });
    expect(res.statusCode).toBe(200);
    expect((await readAppointment()).data.physiciansName).toBe('Dr. Web');
  });

  it('is based on what the last REST save stored, so a client can change its own field again', async () => {
    const served = await readAppointment();
    const first = await post(url(), { appointment: { ...served.data, socDate: '2026-11-09' } });
    expect(first.json()).toMatchObject({ version: 2 });
    const again = await post(url(), { appointment: { ...served.data, socDate: '2026-11-10' } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ version: 3 });
  });

  it('after a merge stays based on what the client had, so a second save keeps the merged field', async () => {
    const served = await readAppointment();
    await tabletChangesPhysician('Dr. Tablet');
    const form = { ...served.data, socDate: '2026-11-09' };
    expect((await post(url(), { appointment: form })).json()).toMatchObject({ version: 3 });
    // The client ignores the merge and saves its own copy again, still without the tablet's edit.
    const again = await post(url(), { appointment: { ...form, prescriptionDate: '2026-10-30' } });
    expect(again.statusCode).toBe(200);
    expect((await readAppointment()).data).toMatchObject({
      physiciansName: 'Dr. Tablet',
      socDate: '2026-11-09',
      prescriptionDate: '2026-10-30',
    });
  });

  it('is based on the empty section when REST never served it', async () => {
    const device = await tablet(as);
    const noteId = uuidv7();
    await device.create(noteId, 'progressNote', evaluationId);
    const set = { physiciansName: 'Dr. Tablet' };
    await device.save(noteId, 'appointment', set, {}, 0);
    const clash = await post(`/api/updateprognote/${noteId}`, {
      appointment: { physiciansName: 'Dr. Web' },
    });
    expect(clash.statusCode).toBe(409);
    expect(Object.keys(clash.json<{ errors: object }>().errors)).toEqual(['physiciansName']);
    const filled = await post(`/api/updateprognote/${noteId}`, {
      appointment: { socDate: '2026-11-09' },
    });
    expect(filled.statusCode).toBe(200);
    expect(filled.json()).toMatchObject({ version: 2, merged: ['physiciansName'] });
    const [note] = (await as.get(`/api/prognote/${evaluationId}`)).json<EvaluationRecord[]>();
    expect(note?.appointment).toMatchObject({
      physiciansName: 'Dr. Tablet',
      socDate: '2026-11-09',
    });
  });
});

describe('If-Match and ETag', () => {
  it('takes the base of a save from If-Match, strong or weak', async () => {
    const served = await readAppointment();
    await tabletChangesPhysician('Dr. Tablet');
    // REST served version 2 by now; the header says this form was edited from version 1.
    await readAppointment();
    for (const [tag, edit] of [
      ['"1"', { socDate: '2026-11-09' }],
      ['W/"1"', { prescriptionDate: '2026-10-30' }],
    ] as const) {
      const res = await post(
        url(),
        { appointment: { ...served.data, ...edit } },
        { 'if-match': tag },
      );
      expect(res.statusCode, tag).toBe(200);
      expect(res.json<{ merged?: string[] }>().merged, tag).toContain('physiciansName');
    }
    expect((await readAppointment()).data).toMatchObject({
      physiciansName: 'Dr. Tablet',
      socDate: '2026-11-09',
      prescriptionDate: '2026-10-30',
    });
  });

  it('refuses a malformed If-Match, and one that disagrees with baseVersion, with a 400', async () => {
    const { data } = await readAppointment();
    const body = { appointment: { ...data, socDate: '2026-11-09' } };
    for (const tag of ['3', '"x"', '"-1"', '"1.5"', '"1", "2"', '*', `"${'9'.repeat(100_000)}"`]) {
      const res = await post(url(), body, { 'if-match': tag });
      expect(res.statusCode, tag.slice(0, 20)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/If-Match/);
    }
    const disagree = await post(url(), { ...body, baseVersion: 2 }, { 'if-match': '"1"' });
    expect(disagree.statusCode).toBe(400);
    expect(disagree.json<{ message: string }>().message).toMatch(/If-Match.*baseVersion/);
    // Well formed but never stored, or beyond any version: refused, never a 5xx.
    const unknown = await post(url(), body, { 'if-match': '"999999999999999"' });
    expect(unknown.statusCode).toBe(409);
    expect((await post(url(), { ...body, baseVersion: 2 ** 53 })).statusCode).toBe(400);
    const agree = await post(url(), { ...body, baseVersion: 1 }, { 'if-match': 'W/"1"' });
    expect(agree.statusCode).toBe(200);
  });

  it('answers lists with a weak ETag over the versions and saves with the stored version', async () => {
    const list = await as.get(`/api/evaluations/${patientId}`);
    const listTag = list.headers.etag;
    expect(listTag).toMatch(/^W\/"[\w-]+"$/);
    expect((await as.get(`/api/evaluations/${patientId}`)).headers.etag).toBe(listTag);
    const { data } = await readAppointment();
    const saved = await post(url(), { appointment: { ...data, socDate: '2026-11-09' } });
    expect(saved.headers.etag).toBe('"2"');
    const after = await as.get(`/api/evaluations/${patientId}`);
    expect(after.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(after.headers.etag).not.toBe(listTag);
    const created = await as.post(`/api/addprognote/${evaluationId}`, {
      appointment: fullMainEvaluation.appointment,
    });
    expect(created.headers.etag).toBe('"1"');
  });

  it('reads If-Match on every section save of a note', async () => {
    for (const [create, idKey, save] of [
      ['addprognote', 'progAppointmentId', 'updateprognote'],
      ['addUpdateNote', 'updateNoteAppointId', 'updateUpdateNote'],
      ['addDischargeNote', 'dischargeNoteId', 'updateDischargeNote'],
    ] as const) {
      const created = await as.post(`/api/${create}/${evaluationId}`, {
        appointment: fullMainEvaluation.appointment,
      });
      const id = created.json<Record<string, string>>()[idKey] ?? '';
      const path = `/api/${save}/${id}`;
      const body = { appointment: { ...fullMainEvaluation.appointment, socDate: '2026-11-09' } };
      expect((await post(path, body, { 'if-match': 'one' })).statusCode, save).toBe(400);
      const ok = await post(path, body, { 'if-match': '"1"' });
      expect(ok.statusCode, save).toBe(200);
      expect(ok.headers.etag, save).toBe('"2"');
    }
  });
});
