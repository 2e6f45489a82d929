import type { Change, EvaluationRecord } from '@optolight/contract';
import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { currentVersion, msg } from '@optolight/domain';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';
import { deviceWithEvaluation } from '../../../test/sync-device';

/** Diagnoses carry ICD-10-CM codes the app ships; any other code is refused at its field
 * (docs/product.md#diagnoses-and-icd-10-cm-codes). */

let h: Harness;
let as: ReturnType<typeof caller>;
beforeEach(async () => {
  h = await startHarness();
  as = caller(() => h.app, (await makeAccount(h.app, 'professionalBasic')).auth);
});
afterEach(() => h.close());

const unknownCode = { title: 'Influenza due to other identified influenza virus', code: 'J10.1' };
const withPrimary = (primaryDiagnosis: object[]) => ({
  ...fullMainEvaluation.appointment,
  primaryDiagnosis,
});

describe('on REST', () => {
  it('refuses an unknown code with a 400 at its field, and saves a known one', async () => {
    const patientId = (await as.post('/api/patient', fixturePatients.maria)).json<{
      patientAutoGenId: string;
    }>().patientAutoGenId;
    const refused = await as.post(`/api/patient/${patientId}`, {
      appointment: withPrimary([unknownCode]),
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<{ errors: object }>().errors)).toContain(
      'appointment.primaryDiagnosis.0.code',
    );

    const saved = await as.post(`/api/patient/${patientId}`, {
      appointment: withPrimary([{ title: 'Convergence insufficiency', code: 'H51.11' }]),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [evaluation] = (await as.get(`/api/evaluations/${patientId}`)).json<EvaluationRecord[]>();
    expect(evaluation?.appointment?.primaryDiagnosis).toEqual([
      { title: 'Convergence insufficiency', code: 'H51.11' },
    ]);
  });
});

describe('on sync', () => {
  const patientId = uuidv7();
  const evaluationId = uuidv7();
  const version = currentVersion('appointment');

  it('refuses an unknown code at its field, and applies a known one', async () => {
    const device = await deviceWithEvaluation(as, patientId, evaluationId);
    const res = await device.push([
      {
        ...device.save(evaluationId, 'appointment', withPrimary([unknownCode])),
        schemaVersion: version,
      },
      {
        ...device.save(
          evaluationId,
          'appointment',
          withPrimary([{ title: 'Diplopia', code: 'H53.2' }]),
        ),
        schemaVersion: version,
      },
    ]);
    expect(res.results[0]).toMatchObject({ status: 'rejected' });
    expect(res.results[0]?.errors).toMatchObject({
      'primaryDiagnosis.0.code': msg.unknownCode(unknownCode.code),
    });
    expect(res.results[1]).toMatchObject({ status: 'applied' });
  });

  it('asks for the code of a current-version item that has none', async () => {
    const device = await deviceWithEvaluation(as, patientId, evaluationId);
    const res = await device.push([
      {
        ...device.save(evaluationId, 'appointment', withPrimary([{ title: 'Diplopia' }])),
        schemaVersion: version,
      },
    ]);
    expect(res.results[0]).toMatchObject({
      status: 'rejected',
      errors: { 'primaryDiagnosis.0.code': msg.chooseCode },
    });
  });

  it('codes what last month’s app sends, keeping a title without one code as others text', async () => {
    const old = await deviceWithEvaluation(as, patientId, evaluationId);
    const res = await old.push([
      old.save(evaluationId, 'appointment', {
        primaryDiagnosis: [{ title: 'Diplopia' }, { title: 'Stroke (CVA)' }],
        treatmentDiagnosis: [{ title: 'Convergence Insufficiency' }],
      }),
    ]);
    // The answer carries what was stored, coded, and its version: the device needs no pull.
    expect(res.results[0]).toMatchObject({
      status: 'applied',
      schemaVersion: version,
      data: { primaryDiagnosis: [{ title: 'Diplopia', code: 'H53.2' }, { title: 'others' }] },
    });
    const stored = (await old.pullAll()).find(
      (c): c is Extract<Change, { type: 'section' }> =>
        c.type === 'section' && c.name === 'appointment',
    );
    expect(stored).toMatchObject({
      schemaVersion: version,
      data: {
        primaryDiagnosis: [
          { title: 'Diplopia', code: 'H53.2' },
          { title: 'others', code: '' },
        ],
        otherPrimaryDiagnosis: 'Stroke (CVA)',
        treatmentDiagnosis: [{ title: 'Convergence insufficiency', code: 'H51.11' }],
      },
    });
  });
});
