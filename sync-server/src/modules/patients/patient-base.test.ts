import type { Patient } from '@optolight/contract';
import { PatientInfo } from '@optolight/domain';
import { fixturePatients } from '@optolight/fixtures';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, type Account } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';
import { tablet } from '../../../test/tablet';

let h: Harness;
let pro: Account;
let as: ReturnType<typeof caller>;
let id: string;
beforeEach(async () => {
  h = await startHarness();
  pro = await makeAccount(h.app, 'professionalBasic');
  as = caller(() => h.app, pro.auth);
  id = (
    await as.post('/api/patient', { ...maria, patientReg: { physiciansName: 'Dr. Okafor' } })
  ).json<Patient>().patientAutoGenId;
});
afterEach(() => h.close());

const maria = fixturePatients.maria;
const url = () => `/api/patientinfo/${id}`;
const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url: path, payload, headers: { ...pro.auth, ...headers } });
async function readPatient(): Promise<Patient> {
  const [patient] = (await as.get('/api/patients')).json<Patient[]>();
  if (!patient) throw new Error('no patient');
  return patient;
}
/** The patient's details as stored, without the fields a read adds around them. */
const detailsOf = (patient: Patient) =>
  Object.fromEntries(Object.keys(PatientInfo.shape).map((k) => [k, patient[k as keyof Patient]]));
/** The tablet changes some details on top of what is stored. */
async function tabletChanges(change: object) {
  const stored = await readPatient();
  const device = await tablet(as);
  const details = detailsOf(stored);
  await device.save(id, 'info', { ...details, ...change }, details, stored.version);
}

describe('reading patients', () => {
  it('lists each patient with its section versions and answers a weak ETag', async () => {
    const list = await as.get('/api/patients');
    expect(list.json<Patient[]>()[0]).toMatchObject({
      version: 1,
      versions: { info: 1, patientReg: 1 },
    });
    expect(list.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    await post(url(), { ...maria, city: 'Coral Gables' });
    expect((await as.get('/api/patients')).headers.etag).not.toBe(list.headers.etag);
  });
});

describe('an update of patient details', () => {
  it('that names no base keeps a detail changed elsewhere since REST served them', async () => {
    await readPatient();
    await tabletChanges({ phone: '305-555-0100' });
    const res = await post(url(), { ...maria, city: 'Coral Gables' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: '305-555-0100', city: 'Coral Gables', version: 3 });
    expect(res.headers.etag).toBe('"3"');
  });

  it('refuses with 409 to overwrite a detail changed elsewhere with another value', async () => {
    await readPatient();
    await tabletChanges({ phone: '305-555-0100' });
    const res = await post(url(), { ...maria, phone: '305-555-0177' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errors: { phone: 'Changed elsewhere to a different value' },
    });
    expect((await readPatient()).phone).toBe('305-555-0100');
  });

  it('takes its base from baseVersion or If-Match, and refuses a bad or disagreeing one', async () => {
    await tabletChanges({ phone: '305-555-0100' });
    await readPatient(); // REST has now served version 2; these saves say they edited version 1.
    const viaBody = await post(url(), { ...maria, phone: '305-555-0177', baseVersion: 1 });
    expect(viaBody.statusCode).toBe(409);
    const viaHeader = await post(url(), { ...maria, phone: '305-555-0177' }, { 'if-match': '"1"' });
    expect(viaHeader.statusCode).toBe(409);
    const merged = await post(url(), { ...maria, city: 'Hialeah' }, { 'if-match': 'W/"1"' });
    expect(merged.json()).toMatchObject({ phone: '305-555-0100', city: 'Hialeah' });
    for (const tag of ['1', '"one"', `"${'1'.repeat(50_000)}"`]) {
      const res = await post(url(), maria, { 'if-match': tag });
      expect(res.statusCode, tag.slice(0, 10)).toBe(400);
    }
    const disagree = await post(url(), { ...maria, baseVersion: 1 }, { 'if-match': '"2"' });
    expect(disagree.statusCode).toBe(400);
    expect((await post(url(), { ...maria, baseVersion: -1 })).statusCode).toBe(400);
    expect((await post(url(), { ...maria, baseVersion: 1e20 })).statusCode).toBe(400);
    expect((await post(url(), maria, { 'if-match': '"999999999999999"' })).statusCode).toBe(409);
  });

  it('moves the patient number to the merged value, not the posted one', async () => {
    await readPatient();
    await tabletChanges({ patientId: 'OPT-3001' });
    const res = await post(url(), { ...maria, city: 'Coral Gables' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ patientId: 'OPT-3001', city: 'Coral Gables' });
    expect((await as.post('/api/patientinfo', { patientId: 'OPT-3001' })).statusCode).toBe(200);
    expect((await as.post('/api/patientinfo', { patientId: 'OPT-1001' })).statusCode).toBe(404);
  });

  it('still refuses a patient number another patient has', async () => {
    await as.post('/api/patient', fixturePatients.tobias);
    const res = await post(url(), { ...maria, patientId: fixturePatients.tobias.patientId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: { patientId: 'A patient with this Patient Id already exists' },
    });
    expect((await readPatient()).patientId).toBe(maria.patientId);
  });
});
