import { fixturePatients } from '@optolight/fixtures';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, type Account } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';

let h: Harness;
let pro: Account;
let as: ReturnType<typeof caller>;
beforeEach(async () => {
  h = await startHarness();
  pro = await makeAccount(h.app, 'professionalBasic');
  as = caller(() => h.app, pro.auth);
});
afterEach(() => h.close());

const maria = fixturePatients.maria;

describe('patients', () => {
  it('registers, lists, finds by patient id and updates a patient', async () => {
    const created = await as.post('/api/patient', {
      ...maria,
      emPerson: undefined,
      emergencyContactPerson: 'Luis Castellanos',
      patientReg: { physiciansName: 'Dr. Okafor', service: ['OT'] },
    });
    expect(created.statusCode).toBe(200);
    const patient = created.json<{ patientAutoGenId: string; uniqueId: string }>();
    expect(patient).toMatchObject({
      ...maria,
      emPerson: 'Luis Castellanos',
      version: 1,
      patientReg: { physiciansName: 'Dr. Okafor', service: ['OT'] },
    });
    expect(patient.uniqueId).toBe(patient.patientAutoGenId);

    const list = await as.get('/api/patients');
    expect(list.json()).toHaveLength(1);
    const found = await as.post('/api/patientinfo', { patientId: 'OPT-1001' });
    expect(found.json()).toMatchObject({ patientAutoGenId: patient.patientAutoGenId });

    const updated = await as.post(`/api/patientinfo/${patient.patientAutoGenId}`, {
      ...maria,
      patientId: 'OPT-2001',
      city: 'Coral Gables',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      patientId: 'OPT-2001',
      city: 'Coral Gables',
      version: 2,
    });
    expect((await as.post('/api/patientinfo', { patientId: 'OPT-1001' })).statusCode).toBe(404);
    expect((await as.post('/api/patientinfo', { patientId: 'OPT-2001' })).statusCode).toBe(200);
  });

  it('keeps a client-made id, and a retried registration is not duplicated', async () => {
    const id = '0193a4b2-7c1e-7d2a-9f3b-1a2b3c4d5e6f';
    const first = await as.post('/api/patient', { ...maria, id });
    const retry = await as.post('/api/patient', { ...maria, id });
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ patientAutoGenId: id });
    expect((await as.get('/api/patients')).json()).toHaveLength(1);
  });

  it('refuses a second patient with the same patient id', async () => {
    await as.post('/api/patient', maria);
    const dup = await as.post('/api/patient', {
      ...fixturePatients.tobias,
      patientId: maria.patientId,
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({
      errors: { patientId: 'A patient with this Patient Id already exists' },
    });
  });

  it('answers bad input with field errors and stores nothing', async () => {
    const cases: [object, string, string][] = [
      [{ ...maria, patientId: '' }, 'patientId', 'Required'],
      [{ ...maria, firstName: '' }, 'firstName', 'Required'],
      [{ ...maria, lastName: 'L'.repeat(16) }, 'lastName', 'Must be 15 characters or less'],
      [{ ...maria, phone: '12345' }, 'phone', 'Phone number is not valid'],
      [{ ...maria, phone: 'call me maybe' }, 'phone', 'Phone number is not valid'],
      [{ ...maria, address: '' }, 'address', 'Required'],
      [{ ...maria, age: '2999-01-01' }, 'age', ''],
      [{ ...maria, age: 12 }, 'age', ''],
      [{ ...maria, country: { code: 'XX', label: 'Nowhere', phone: '+0' } }, 'country', ''],
      [{ ...maria, id: 'not-a-uuid' }, 'id', ''],
      [{ ...maria, favouriteColour: 'blue' }, 'general', ''],
    ];
    for (const [payload, field, message] of cases) {
      const res = await as.post('/api/patient', payload);
      expect(res.statusCode, field).toBe(400);
      const errors = res.json<{ errors: Record<string, string> }>().errors;
      const key = Object.keys(errors).find((k) => k === field || k.startsWith(`${field}.`));
      expect(key, `${field}: ${JSON.stringify(errors)}`).toBeDefined();
      if (message) expect(errors[field]).toBe(message);
    }
    const oversized = await as.post('/api/patient', { ...maria, emPerson: 'x'.repeat(2_000_000) });
    expect(oversized.statusCode).toBe(413);
    expect((await as.get('/api/patients')).json()).toEqual([]);
  });

  it('answers 404 for unknown patients', async () => {
    const unknown = '0193a4b2-7c1e-7d2a-9f3b-000000000000';
    expect((await as.post(`/api/patientinfo/${unknown}`, maria)).statusCode).toBe(404);
    expect((await as.get(`/api/evaluations/${unknown}`)).statusCode).toBe(404);
  });

  it('saves and reads back the registration draft of its own account only', async () => {
    const draft = { patientReg: { firstName: 'Mar', service: ['PT'] } };
    expect((await as.post(`/api/user/form-data?id=${pro.userId}`, draft)).statusCode).toBe(200);
    const read = await as.get(`/api/user/get-form-data?id=${pro.userId}`);
    expect(JSON.parse(read.json<{ user_form_data: string }>().user_form_data)).toMatchObject(draft);
    expect((await as.get('/api/user/get-form-data?id=someone-else')).statusCode).toBe(404);
    const bad = await as.post(`/api/user/form-data?id=${pro.userId}`, {
      patientReg: { rx: 'Maybe' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
