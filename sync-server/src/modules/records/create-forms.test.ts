import type { EvaluationRecord } from '@optolight/contract';
import { fixturePatients, fullMainEvaluation, fullProgressNote } from '@optolight/fixtures';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';

let h: Harness;
let as: ReturnType<typeof caller>;
let patientId: string;
beforeEach(async () => {
  h = await startHarness();
  as = caller(() => h.app, (await makeAccount(h.app, 'professionalBasic')).auth);
  patientId = (await as.post('/api/patient', fixturePatients.maria)).json<{
    patientAutoGenId: string;
  }>().patientAutoGenId;
});
afterEach(() => h.close());

type Created = { record: EvaluationRecord };

describe('creating an evaluation or note from the bare appointment form', () => {
  it('takes the appointment fields at the top level, with or without an id', async () => {
    const id = uuidv7();
    const evaluation = await as.post(`/api/patient/${patientId}`, {
      ...fullMainEvaluation.appointment,
      id,
    });
    expect(evaluation.statusCode, evaluation.body).toBe(200);
    expect(evaluation.json<Created>().record).toMatchObject({
      id,
      appointment: fullMainEvaluation.appointment,
    });
    for (const create of ['addprognote', 'addUpdateNote', 'addDischargeNote']) {
      const note = await as.post(`/api/${create}/${id}`, fullProgressNote.appointment);
      expect(note.statusCode, create).toBe(200);
      expect(note.json<Created>().record.appointment, create).toEqual(fullProgressNote.appointment);
    }
  });

  it('still refuses unknown keys and answers bad values per field, in either form', async () => {
    const url = `/api/patient/${patientId}`;
    const cases: [object, string][] = [
      [{ ...fullMainEvaluation.appointment, favouriteColour: 'blue' }, 'general'],
      [{ ...fullMainEvaluation.appointment, socDate: 'yesterday' }, 'socDate'],
      [{ rx: 'Maybe' }, 'rx'],
      [{ id: 'not-a-uuid', socDate: '2026-11-02' }, 'id'],
      [{ appointment: { socDate: 'yesterday' } }, 'appointment.socDate'],
      [{ appointment: {}, socDate: '2026-11-02' }, 'general'],
      [{}, 'appointment'],
      [{ id: uuidv7() }, 'appointment'],
    ];
    for (const [payload, field] of cases) {
      const res = await as.post(url, payload);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json<{ errors: object }>().errors), field).toContain(field);
    }
    expect((await as.get(`/api/evaluations/${patientId}`)).json()).toEqual([]);
  });
});
