import { fixturePatients } from '@optolight/fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { caller, onWriteConnection, startHarness, type Harness } from '../../../test/harness';

let h: Harness;
let as: ReturnType<typeof caller>;
beforeEach(async () => {
  h = await startHarness();
  as = caller(() => h.app, (await makeAccount(h.app, 'professionalBasic')).auth);
});
afterEach(() => h.close());

/** SQL statements prepared while answering one GET, on either connection: drizzle prepares
 * each query it runs. */
async function statementsFor(url: string): Promise<number> {
  const writer = await onWriteConnection(h.app, (client) => client);
  const spies = [vi.spyOn(h.app.storage.read.$client, 'prepare'), vi.spyOn(writer, 'prepare')];
  const res = await as.get(url);
  expect(res.statusCode).toBe(200);
  const count = spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  for (const spy of spies) spy.mockRestore();
  return count;
}

async function addPatients(from: number, to: number): Promise<string> {
  let id = '';
  for (let i = from; i < to; i++) {
    const res = await as.post('/api/patient', { ...fixturePatients.maria, patientId: `Q-${i}` });
    id = res.json<{ patientAutoGenId: string }>().patientAutoGenId;
  }
  return id;
}

async function addEvaluations(patientId: string, count: number): Promise<string> {
  let id = '';
  for (let i = 0; i < count; i++) {
    const res = await as.post(`/api/patient/${patientId}`, {
      appointment: { appointmentDate: '2026-01-05' },
    });
    id = res.json<{ appointmentId: string }>().appointmentId;
  }
  return id;
}

describe('list queries', () => {
  it('lists 1 or 50 patients with the same number of statements', async () => {
    await addPatients(0, 1);
    const one = await statementsFor('/api/patients');
    await addPatients(1, 50);
    const fifty = await statementsFor('/api/patients');
    expect((await as.get('/api/patients')).json()).toHaveLength(50);
    expect(fifty).toBe(one);
  });

  it('lists 1 or 30 evaluations, and 1 or 30 notes, with the same number of statements', async () => {
    const patientId = await addPatients(0, 1);
    const evaluationId = await addEvaluations(patientId, 1);
    const addNotes = async (n: number) => {
      for (let i = 0; i < n; i++) {
        await as.post(`/api/addprognote/${evaluationId}`, {
          appointment: { appointmentDate: '2026-01-06' },
        });
      }
    };
    await addNotes(1);
    const oneEvaluation = await statementsFor(`/api/evaluations/${patientId}`);
    const oneNote = await statementsFor(`/api/prognote/${evaluationId}`);
    await addEvaluations(patientId, 29);
    await addNotes(29);
    expect(await statementsFor(`/api/evaluations/${patientId}`)).toBe(oneEvaluation);
    expect(await statementsFor(`/api/prognote/${evaluationId}`)).toBe(oneNote);
    expect((await as.get(`/api/prognote/${evaluationId}`)).json()).toHaveLength(30);
  });
});
