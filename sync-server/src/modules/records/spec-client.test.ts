import type { EvaluationRecord, Patient } from '@optolight/contract';
import { diagnosisOf, msg } from '@optolight/domain';
import { fixturePatients, fullMainEvaluation, fullProgressNote } from '@optolight/fixtures';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';

/**
 * The spec's own client names diagnoses by title alone (`{ title: 'Strabismus' }`), the first
 * shape of the diagnosis lists. REST names no version, so every call that carries diagnoses brings
 * them up as a device's sync does: a title with one code takes it, other words go to the "others"
 * text (docs/sync-protocol.md#rule-16-stored-sections-have-versions).
 */

let h: Harness;
let as: ReturnType<typeof caller>;
let userId: string;
beforeEach(async () => {
  h = await startHarness();
  const account = await makeAccount(h.app, 'professionalBasic');
  as = caller(() => h.app, account.auth);
  userId = account.userId;
});
afterEach(() => h.close());

const coded = (code: string) => {
  const item = diagnosisOf(code);
  if (!item) throw new Error(`No ${code}`);
  return item;
};

/** Title-only lists as the spec's client sends them, and what the server stores for them. */
const titleOnly = {
  primaryDiagnosis: [{ title: 'Strabismus' }, { title: 'Homonymous hemianopia' }],
  otherPrimaryDiagnosis: '',
  treatmentDiagnosis: [{ title: 'Convergence Insufficiency' }, { title: 'others' }],
  othertreatmentDiagnosis: 'Reading fatigue',
};
const stored = {
  primaryDiagnosis: [coded('H50.9'), { title: 'others', code: '' }],
  otherPrimaryDiagnosis: 'Homonymous hemianopia',
  treatmentDiagnosis: [coded('H51.11'), { title: 'others', code: '' }],
  othertreatmentDiagnosis: 'Reading fatigue',
};
const registration = {
  lastName: 'Castellanos',
  firstName: 'Maria',
  address: '1420 Coral Way',
  patientId: 'OPT-1001',
  initialEvaluation: 'yes',
  rx: 'No',
  ...titleOnly,
};

const errorsOf = (res: { json: () => unknown }) =>
  (res.json() as { errors: Record<string, string> }).errors;

describe("the spec's client, unchanged", () => {
  it('registers, evaluates, writes each note kind and saves a section with title-only diagnoses, all stored coded', async () => {
    const draft = await as.post(`/api/user/form-data?id=${userId}`, { patientReg: titleOnly });
    expect(draft.statusCode, draft.body).toBe(200);
    const form = (await as.get(`/api/user/get-form-data?id=${userId}`)).json<{
      user_form_data: string;
    }>();
    expect(JSON.parse(form.user_form_data)).toMatchObject({ patientReg: stored });

    const registered = await as.post('/api/patient', registration);
    expect(registered.statusCode, registered.body).toBe(200);
    const patient = registered.json<Patient>();
    expect(patient.patientReg).toMatchObject(stored);

    const appointment = { ...fullMainEvaluation.appointment, ...titleOnly };
    const evaluation = await as.post(`/api/patient/${patient.patientAutoGenId}`, { appointment });
    expect(evaluation.statusCode, evaluation.body).toBe(200);
    const evaluationId = evaluation.json<{ appointmentId: string }>().appointmentId;
    // The bare form, as the spec's note dialogs post it.
    const note = { ...fullProgressNote.appointment, ...titleOnly };
    for (const create of ['addprognote', 'addUpdateNote', 'addDischargeNote']) {
      const res = await as.post(`/api/${create}/${evaluationId}`, note);
      expect(res.statusCode, `${create}: ${res.body}`).toBe(200);
      expect(res.json<{ record: EvaluationRecord }>().record.appointment, create).toMatchObject(
        stored,
      );
    }

    const saved = await as.post(`/api/evaluation/${evaluationId}`, {
      appointment: { ...appointment, treatmentDiagnosis: [{ title: 'Double Vision' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [read] = (await as.get(`/api/evaluations/${patient.patientAutoGenId}`)).json<
      EvaluationRecord[]
    >();
    expect(read?.appointment).toMatchObject({
      primaryDiagnosis: stored.primaryDiagnosis,
      treatmentDiagnosis: [coded('H53.2')],
    });
  });

  it('refuses a code that is there and unknown by name, asks for a missing one, and keeps a repeated code once', async () => {
    const patientId = (await as.post('/api/patient', fixturePatients.maria)).json<Patient>()
      .patientAutoGenId;
    const create = (primaryDiagnosis: object[]) =>
      as.post(`/api/patient/${patientId}`, {
        appointment: { ...fullMainEvaluation.appointment, primaryDiagnosis },
      });

    const unknown = await create([{ title: 'Strabismus', code: 'Z99.999' }]);
    expect(unknown.statusCode).toBe(400);
    expect(errorsOf(unknown)['appointment.primaryDiagnosis.0.code']).toBe(
      msg.unknownCode('Z99.999'),
    );
    const missing = await create([{ title: 'Strabismus', code: '' }]);
    expect(missing.statusCode).toBe(400);
    expect(errorsOf(missing)['appointment.primaryDiagnosis.0.code']).toBe(msg.chooseCode);
    expect((await as.get(`/api/evaluations/${patientId}`)).json()).toEqual([]);

    const twice = await create([{ title: 'Strabismus' }, coded('H50.9'), { title: 'Strabismus' }]);
    expect(twice.statusCode, twice.body).toBe(200);
    expect(twice.json<{ record: EvaluationRecord }>().record.appointment?.primaryDiagnosis).toEqual(
      [coded('H50.9')],
    );
  });
});
