import { fixturePatients } from '@optolight/fixtures';
import type { StoredProgram } from '@optolight/domain';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, type Account } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';
import { syncDevice } from '../../../test/sync-device';

let h: Harness;
let pro: Account;
const as = (a: Account) => caller(() => h.app, a.auth);

const program = {
  exercises: [{ exercise: 'saccades', unit: 'minutes', amount: 5 }],
  startLevel: 2,
  sessionsPerWeek: 4,
  startDate: '2026-03-02',
  endDate: '2026-04-12',
  note: 'Mornings, glasses on.',
};

beforeAll(async () => {
  h = await startHarness();
  pro = await makeAccount(h.app, 'professionalBasic');
});
afterAll(() => h.close());

/** A registered device of the professional that has created a patient record. */
async function deviceWithPatient() {
  const device = syncDevice(as(pro));
  await device.register();
  const patientId = uuidv7();
  await device.push([
    device.create(patientId),
    device.save(patientId, 'info', { ...fixturePatients.maria, patientId: uuidv7().slice(-8) }),
  ]);
  return { device, patientId };
}

const versions = async (patientId: string) =>
  (await as(pro).get(`/api/program/${patientId}`)).json<{ versions: StoredProgram[] }>().versions;

/** docs/sync-protocol.md#home-programmes */
describe('a programme saved through sync', () => {
  it('stores a version the patient account reads, once however often the push is sent', async () => {
    const { device, patientId } = await deviceWithPatient();
    const save = device.save(patientId, 'homeProgram', program);
    expect((await device.push([save])).results[0]).toMatchObject({ status: 'applied', version: 1 });
    await device.push([save]);
    expect(await versions(patientId)).toMatchObject([{ version: 1, program }]);

    const patient = await makeAccount(h.app, 'patientBasic');
    const { code } = (await as(pro).post(`/api/invite/${patientId}`)).json<{ code: string }>();
    expect((await as(patient).post('/api/link', { code })).statusCode).toBe(200);
    expect((await as(patient).get('/api/program')).json()).toMatchObject({
      program: { version: 1, program },
    });
  });

  it('keeps every version, in order, when a push changes it several times', async () => {
    const { device, patientId } = await deviceWithPatient();
    const second = { ...program, sessionsPerWeek: 5 };
    await device.push([
      device.save(patientId, 'homeProgram', program),
      device.save(patientId, 'homeProgram', second, program, 1),
      device.save(patientId, 'homeProgram', second, second, 2),
    ]);
    const kept = await versions(patientId);
    expect(kept.map((v) => [v.version, v.program.sessionsPerWeek])).toEqual([
      [2, 5],
      [1, 4],
    ]);
  });

  it('refuses a programme its schema refuses, with the field named, and stores no version', async () => {
    const { device, patientId } = await deviceWithPatient();
    const res = await device.push([
      device.save(patientId, 'homeProgram', { ...program, sessionsPerWeek: 15 }),
    ]);
    expect(res.results[0]).toMatchObject({
      status: 'rejected',
      errors: { sessionsPerWeek: 'At most 14' },
    });
    expect(await versions(patientId)).toEqual([]);
  });

  it('keeps a clash between two tablets as a conflict, never overwriting the first', async () => {
    const { device, patientId } = await deviceWithPatient();
    await device.push([device.save(patientId, 'homeProgram', program)]);
    const other = syncDevice(as(pro));
    await other.register();
    await device.push([
      device.save(patientId, 'homeProgram', { ...program, note: 'Evenings.' }, program, 1),
    ]);
    const res = await other.push([
      other.save(
        patientId,
        'homeProgram',
        { ...program, note: 'After lunch.', startLevel: 3 },
        program,
        1,
      ),
    ]);
    expect(res.results[0]).toMatchObject({ status: 'conflict' });
    const [latest] = await versions(patientId);
    // The field only the second tablet changed is merged; the clashing note keeps the first.
    expect(latest?.program).toMatchObject({ note: 'Evenings.', startLevel: 3 });
    expect((await versions(patientId)).map((v) => v.version)).toEqual([3, 2, 1]);
  });

  it('agrees with REST: a REST prescription over a sync save merges, and a clash is 409', async () => {
    const { device, patientId } = await deviceWithPatient();
    const rest = await as(pro).post(`/api/program/${patientId}`, program);
    expect(rest.json()).toMatchObject({ version: 1 });
    await device.push([
      device.save(patientId, 'homeProgram', { ...program, startLevel: 4 }, program, 1),
    ]);
    // REST edited from what it saved: the tablet's level stays, the REST note is taken.
    const merged = await as(pro).post(`/api/program/${patientId}`, { ...program, note: 'Daily.' });
    expect(merged.json()).toMatchObject({ version: 3, program: { startLevel: 4, note: 'Daily.' } });
    await device.push([
      device.save(
        patientId,
        'homeProgram',
        { ...program, startLevel: 4, note: 'Twice a day.' },
        { ...program, startLevel: 4, note: 'Daily.' },
        3,
      ),
    ]);
    const clash = await as(pro).post(`/api/program/${patientId}`, { ...program, note: 'Weekly.' });
    expect(clash.statusCode).toBe(409);
    expect(Object.keys(clash.json<{ errors: object }>().errors)).toEqual(['note']);
    expect((await versions(patientId)).map((v) => v.program.note)).toEqual([
      'Twice a day.',
      'Daily.',
      'Mornings, glasses on.',
      'Mornings, glasses on.',
    ]);
  });

  it('takes a REST prescription over a tablet’s after REST read it, as edited from that', async () => {
    const { device, patientId } = await deviceWithPatient();
    await device.push([device.save(patientId, 'homeProgram', program)]);
    await versions(patientId);
    const res = await as(pro).post(`/api/program/${patientId}`, { ...program, note: 'Daily.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, program: { note: 'Daily.' } });
  });
});
