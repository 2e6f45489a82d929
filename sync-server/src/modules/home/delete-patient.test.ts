import { fixturePatients } from '@optolight/fixtures';
import type { TrainerRound } from '@optolight/domain';
import { playedRound } from '@optolight/fixtures';
import { inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainerRounds } from '../../db/schema';
import { makeAccount, type Account } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';
import { syncDevice } from '../../../test/sync-device';

let h: Harness;
let pro: Account;
const as = (a?: Account) => caller(() => h.app, a?.auth);

function round(): TrainerRound {
  return playedRound(uuidv7(), new Date(Date.now() + 1000).toISOString(), { exercise: 'eyeHand' });
}

async function newPatient() {
  const res = await as(pro).post('/api/patient', {
    ...fixturePatients.maria,
    patientId: `HD-${uuidv7().slice(-8)}`,
  });
  return res.json<{ patientAutoGenId: string }>().patientAutoGenId;
}

const invite = async (patientId: string) =>
  (await as(pro).post(`/api/invite/${patientId}`)).json<{ code: string }>().code;

async function deleteOnDevice(patientId: string) {
  const device = syncDevice(as(pro));
  await device.register();
  const res = await as(pro).post('/api/sync/push', {
    deviceId: device.deviceId,
    mutations: [{ type: 'deleteRecord', seq: 1, mutationId: uuidv7(), recordId: patientId }],
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<{ results: { status: string }[] }>().results[0]?.status).toBe('applied');
}

beforeAll(async () => {
  h = await startHarness();
  pro = await makeAccount(h.app, 'professionalBasic');
});
afterAll(() => h.close());

describe('deleting a linked patient record', () => {
  it('ends the link: the patient reads as unlinked and new rounds reach no record', async () => {
    const patientId = await newPatient();
    const patient = await makeAccount(h.app, 'patientBasic');
    expect(
      (await as(patient).post('/api/link', { code: await invite(patientId) })).statusCode,
    ).toBe(200);
    const shared = round();
    await as(patient).post('/api/trainer/rounds', { rounds: [shared] });

    await deleteOnDevice(patientId);

    expect((await as(patient).get('/api/program')).json()).toEqual({
      therapist: null,
      program: null,
    });
    const late = round();
    const after = await as(patient).post('/api/trainer/rounds', { rounds: [late] });
    expect(after.statusCode, after.body).toBe(200);
    // The deleted record answers as unknown, to its owner too.
    expect((await as(pro).get(`/api/patient-rounds/${patientId}`)).statusCode).toBe(404);
    expect((await as(pro).get(`/api/program/${patientId}`)).statusCode).toBe(404);
    expect((await as(pro).post(`/api/invite/${patientId}`)).statusCode).toBe(404);
    expect((await as(pro).delete(`/api/link/${patientId}`)).statusCode).toBe(404);
    const tagged = await h.app.storage.read
      .select({ id: trainerRounds.id, linkId: trainerRounds.linkId })
      .from(trainerRounds)
      .where(inArray(trainerRounds.id, [shared.id, late.id]));
    expect(tagged.find((r) => r.id === late.id)?.linkId).toBeNull();
    expect(tagged.find((r) => r.id === shared.id)?.linkId).not.toBeNull();

    // The account is free to link to another record.
    const other = await newPatient();
    const relinked = await as(patient).post('/api/link', { code: await invite(other) });
    expect(relinked.statusCode, relinked.body).toBe(200);
  });

  it('voids a code not used yet', async () => {
    const patientId = await newPatient();
    const code = await invite(patientId);
    await deleteOnDevice(patientId);
    const patient = await makeAccount(h.app, 'patientBasic');
    expect((await as(patient).post('/api/link', { code })).statusCode).toBe(400);
  });
});
