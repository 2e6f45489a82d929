import type { Patient } from '@optolight/contract';
import { fixturePatients } from '@optolight/fixtures';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';

let h: Harness;
let as: ReturnType<typeof caller>;
beforeEach(async () => {
  h = await startHarness();
  as = caller(() => h.app, (await makeAccount(h.app, 'professionalBasic')).auth);
});
afterEach(() => h.close());

/** What the registration form posts: its own fields, at the top level. */
const form = {
  lastName: 'Castellanos',
  firstName: 'Maria',
  address: '1420 Coral Way',
  patientId: 'OPT-1001',
  insurance: [{ title: 'Medicare' }],
  service: ['PT', 'OT'],
  onSetDate: '2026-08-14',
  socDate: '2026-11-02',
  initialEvaluation: 'yes',
  rx: 'Yes',
  primaryDiagnosis: [{ title: 'Diplopia', code: 'H53.2' }],
  treatmentDiagnosis: [{ title: 'Convergence insufficiency', code: 'H51.11' }],
  physiciansName: 'Dr. Helen Okafor',
  duration: 6,
};

describe('registration with the registration form at the top level', () => {
  it('registers the patient and keeps every form field in its registration', async () => {
    const res = await as.post('/api/patient', { ...form, phone: fixturePatients.maria.phone });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      patientId: 'OPT-1001',
      firstName: 'Maria',
      phone: fixturePatients.maria.phone,
      patientReg: form,
      versions: { info: 1, patientReg: 1 },
    });
  });

  it('merges the form fields with an explicit patientReg, the explicit one winning', async () => {
    const res = await as.post('/api/patient', {
      ...form,
      patientReg: { physiciansName: 'Dr. Ada Byron', duration: 8 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Patient>().patientReg).toMatchObject({
      ...form,
      physiciansName: 'Dr. Ada Byron',
      duration: 8,
    });
  });

  it('makes no registration when the body has only patient details', async () => {
    const res = await as.post('/api/patient', fixturePatients.maria);
    expect(res.json<Patient>().patientReg).toBeNull();
  });

  it('still refuses unknown keys and answers bad form values per field, storing nothing', async () => {
    const cases: [object, string][] = [
      [{ ...form, favouriteColour: 'blue' }, 'general'],
      [{ ...form, rx: 'Maybe' }, 'rx'],
      [{ ...form, service: ['Yoga'] }, 'service.0'],
      [{ ...form, duration: 'six' }, 'duration'],
      [{ ...form, socDate: 'yesterday' }, 'socDate'],
      [{ ...form, address: 'x'.repeat(31) }, 'address'],
    ];
    for (const [payload, field] of cases) {
      const res = await as.post('/api/patient', payload);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json<{ errors: object }>().errors), field).toContain(field);
    }
    expect((await as.get('/api/patients')).json()).toEqual([]);
  });
});
