import type { PushResponse } from '@optolight/contract';
import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';
import { syncDevice } from '../../../test/sync-device';

let h: Harness;
let owner: ReturnType<typeof caller>;
let other: ReturnType<typeof caller>;
beforeEach(async () => {
  h = await startHarness();
  owner = caller(() => h.app, (await makeAccount(h.app, 'professionalBasic')).auth);
  other = caller(() => h.app, (await makeAccount(h.app, 'professionalBasic')).auth);
});
afterEach(() => h.close());

/** Another account's ids are answered as unknown ids are: 404, never "in use". */
describe("another account's record ids", () => {
  it('answer 404 to REST creates of a patient or an evaluation with that id', async () => {
    const patientId = uuidv7();
    expect(
      (await owner.post('/api/patient', { ...fixturePatients.maria, id: patientId })).statusCode,
    ).toBe(200);
    const evaluation = await owner.post(`/api/patient/${patientId}`, {
      appointment: fullMainEvaluation.appointment,
    });
    const evaluationId = evaluation.json<{ appointmentId: string }>().appointmentId;

    const patient = await other.post('/api/patient', { ...fixturePatients.tobias, id: patientId });
    expect(patient.statusCode).toBe(404);
    expect(patient.body).not.toContain('in use');

    const ownPatient = (await other.post('/api/patient', fixturePatients.maria)).json<{
      patientAutoGenId: string;
    }>().patientAutoGenId;
    const record = await other.post(`/api/patient/${ownPatient}`, {
      id: evaluationId,
      appointment: fullMainEvaluation.appointment,
    });
    expect(record.statusCode).toBe(404);
    expect(record.body).not.toContain('in use');
  });

  it('are rejected as not found by a sync createRecord', async () => {
    const patientId = uuidv7();
    const mine = syncDevice(owner);
    await mine.register();
    await mine.push([mine.create(patientId)]);
    const theirs = syncDevice(other);
    await theirs.register();
    const res: PushResponse = await theirs.push([theirs.create(patientId)]);
    expect(res.results[0]).toMatchObject({ status: 'rejected', message: 'Record not found' });
  });
});
