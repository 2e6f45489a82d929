import { EvaluationRecord } from '@optolight/contract';
import { fixturePatients, fullMainEvaluation, fullProgressNote } from '@optolight/fixtures';
import { emptySection, sectionsOfKind } from '@optolight/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';

let h: Harness;
let as: ReturnType<typeof caller>;
let patientId: string;
beforeEach(async () => {
  h = await startHarness();
  const pro = await makeAccount(h.app, 'professionalBasic');
  as = caller(() => h.app, pro.auth);
  patientId = (await as.post('/api/patient', fixturePatients.maria)).json<{
    patientAutoGenId: string;
  }>().patientAutoGenId;
});
afterEach(() => h.close());

async function newEvaluation(): Promise<string> {
  const res = await as.post(`/api/patient/${patientId}`, {
    appointment: fullMainEvaluation.appointment,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ appointmentId: string }>().appointmentId;
}

describe('main evaluation', () => {
  it('saves every section and reads the whole evaluation back, also after a restart', async () => {
    const evaluationId = await newEvaluation();
    for (const name of sectionsOfKind.mainEvaluation.filter((n) => n !== 'appointment')) {
      const res = await as.post(`/api/evaluation/${evaluationId}`, {
        [name]: fullMainEvaluation[name],
      });
      expect(res.statusCode, name).toBe(200);
      expect(res.json()).toEqual({ message: 'Saved Successfully', section: name, version: 1 });
    }
    await h.restart();
    const list = await as.get(`/api/evaluations/${patientId}`);
    const [evaluation] = list.json<unknown[]>().map((e) => EvaluationRecord.parse(e));
    expect(evaluation).toMatchObject({
      id: evaluationId,
      evaluationId,
      patientAutoGenId: patientId,
      kind: 'mainEvaluation',
      ...fullMainEvaluation,
    });
  });

  it('fills a partial legacy section with empty defaults', async () => {
    const evaluationId = await newEvaluation();
    await as.post(`/api/evaluation/${evaluationId}`, {
      evaluationOne: { pastMedicalHistory: 'Asthma' },
    });
    const [evaluation] = (await as.get(`/api/evaluations/${patientId}`)).json<EvaluationRecord[]>();
    expect(evaluation?.evaluationOne).toEqual({
      ...emptySection('evaluationOne'),
      pastMedicalHistory: 'Asthma',
    });
    expect(evaluation?.evaluationSecond).toBeNull();
  });

  it('answers bad sections with field errors and changes nothing', async () => {
    const evaluationId = await newEvaluation();
    const cases: [object, string][] = [
      [{ evaluationOne: { pons: 'Not a pons option' } }, 'evaluationOne.pons'],
      [
        { evaluationSecond: { cvaHeadInjury: { tumor: 'Extreme' } } },
        'evaluationSecond.cvaHeadInjury.tumor',
      ],
      [
        { objectiveObservation: { pupillaryDistance: 'six' } },
        'objectiveObservation.pupillaryDistance',
      ],
      [
        { objectiveObservation: { leftObservation: { romVerticalUp: '30' } } },
        'objectiveObservation.leftObservation.romVerticalUp',
      ],
      [{ binocularVision: { npcBreak: 600 } }, 'binocularVision.npcBreak'],
      [{ binocularVision: { amplitudeLeft: 'ten' } }, 'binocularVision.amplitudeLeft'],
      [{ binocularVision: { phoriaNear: 8 } }, 'binocularVision.phoriaNearDirection'],
      [{ binocularVision: { namingErrors: 2.5 } }, 'binocularVision.namingErrors'],
      [{ longTermGoals: { frequencyTreatmentWK: -1 } }, 'longTermGoals.frequencyTreatmentWK'],
      [
        { dischargePlan: { certification: { from: '2026-12-01', to: '2026-11-01' } } },
        'dischargePlan.certification.to',
      ],
      [
        { evaluationOne: { presentMedicalHistory: 'x'.repeat(5001) } },
        'evaluationOne.presentMedicalHistory',
      ],
      [{ evaluationOne: {}, shortTermGoals: {} }, 'general'],
      [{}, 'general'],
      [{ evaluationOne: { unknownField: 1 } }, 'evaluationOne'],
    ];
    for (const [payload, field] of cases) {
      const res = await as.post(`/api/evaluation/${evaluationId}`, payload);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json<{ errors: object }>().errors), field).toContain(field);
    }
    const [evaluation] = (await as.get(`/api/evaluations/${patientId}`)).json<EvaluationRecord[]>();
    expect(evaluation?.versions).toEqual({ appointment: 1 });
  });

  it('refuses a note section a note does not have', async () => {
    const evaluationId = await newEvaluation();
    const note = (
      await as.post(`/api/addprognote/${evaluationId}`, {
        appointment: fullProgressNote.appointment,
      })
    ).json<{ progAppointmentId: string }>();
    const res = await as.post(`/api/updateprognote/${note.progAppointmentId}`, {
      evaluationOne: fullMainEvaluation.evaluationOne,
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for unknown ids and for an id of the wrong kind', async () => {
    const evaluationId = await newEvaluation();
    const unknown = '0193a4b2-7c1e-7d2a-9f3b-000000000000';
    expect((await as.post(`/api/evaluation/${unknown}`, { evaluationOne: {} })).statusCode).toBe(
      404,
    );
    expect(
      (await as.post(`/api/updateprognote/${evaluationId}`, { evaluationOne: {} })).statusCode,
    ).toBe(404);
    expect((await as.post(`/api/addprognote/${patientId}`, { appointment: {} })).statusCode).toBe(
      404,
    );
    expect((await as.get(`/api/prognote/${unknown}`)).statusCode).toBe(404);
  });
});

describe('notes', () => {
  const kinds = [
    ['addprognote', 'progAppointmentId', 'updateprognote', 'prognote', 'Progress Note'],
    ['addUpdateNote', 'updateNoteAppointId', 'updateUpdateNote', 'updateNotes', 'Update Note'],
    [
      'addDischargeNote',
      'dischargeNoteId',
      'updateDischargeNote',
      'dischargeNote',
      'Discharge Note',
    ],
  ] as const;
  for (const [create, idKey, save, list, type] of kinds) {
    it(`creates a ${type}, saves its sections and lists it under the evaluation`, async () => {
      const evaluationId = await newEvaluation();
      const created = await as.post(`/api/${create}/${evaluationId}`, {
        appointment: fullProgressNote.appointment,
      });
      expect(created.statusCode).toBe(200);
      const noteId = created.json<Record<string, string>>()[idKey] ?? '';
      for (const name of sectionsOfKind.progressNote.filter((n) => n !== 'appointment')) {
        const res = await as.post(`/api/${save}/${noteId}`, { [name]: fullProgressNote[name] });
        expect(res.statusCode, name).toBe(200);
      }
      const notes = (await as.get(`/api/${list}/${evaluationId}`)).json<EvaluationRecord[]>();
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        id: noteId,
        evaluationId,
        patientAutoGenId: patientId,
        evaluationType: type,
        ...fullProgressNote,
      });
    });
  }
});

describe('versions', () => {
  it('keeps a revision per save, merges a stale save of other fields and refuses a same-field clash', async () => {
    const evaluationId = await newEvaluation();
    const url = `/api/evaluation/${evaluationId}`;
    const base = { ...emptySection('evaluationOne'), pastMedicalHistory: 'Asthma' };
    expect((await as.post(url, { evaluationOne: base, baseVersion: 0 })).json()).toMatchObject({
      version: 1,
    });
    // Device A edits one field from version 1.
    expect(
      (
        await as.post(url, {
          evaluationOne: { ...base, workEducational: 'Teacher' },
          baseVersion: 1,
        })
      ).json(),
    ).toMatchObject({ version: 2 });
    // Device B, still on version 1, edits another field: merged, nothing lost.
    const merged = await as.post(url, {
      evaluationOne: { ...base, previousStatus: 'Independent' },
      baseVersion: 1,
    });
    expect(merged.json()).toEqual({
      message: 'Saved Successfully',
      section: 'evaluationOne',
      version: 3,
      merged: ['workEducational'],
    });
    // Device C, still on version 1, changes the field A changed: a conflict, nothing overwritten.
    const clash = await as.post(url, {
      evaluationOne: { ...base, workEducational: 'Nurse' },
      baseVersion: 1,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      errors: { workEducational: 'Changed elsewhere to a different value' },
    });
    // A replay of what is stored is a no-op.
    const stored = { ...base, workEducational: 'Teacher', previousStatus: 'Independent' };
    expect((await as.post(url, { evaluationOne: stored, baseVersion: 3 })).json()).toMatchObject({
      version: 3,
    });

    const [evaluation] = (await as.get(`/api/evaluations/${patientId}`)).json<EvaluationRecord[]>();
    expect(evaluation?.evaluationOne).toEqual(stored);
    expect(evaluation?.versions.evaluationOne).toBe(3);
  });
});
