import { api, pathOf, type Endpoint } from '@optolight/contract';
import { fullProgressNote } from '@optolight/fixtures';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accessLog } from '../../db/schema';
import { makeAccount, type Account } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';
import { restEvaluation } from '../../../test/rest-records';

/**
 * Every read of one patient's records is logged: as a view, or as an export when the chart
 * leaves the app (FHIR; docs/security.md#access-log). The
 * endpoints are found in the contract, not listed here: any GET a professional makes about one
 * patient or record (a path parameter names it) must leave a view of that patient in the log.
 * A new such endpoint that forgets to log fails here the day it is added.
 */

let h: Harness;
let pro: Account;
const ids: Record<string, string> = {};

beforeAll(async () => {
  h = await startHarness({ LOGIN_RATE_MAX: '1000' });
  pro = await makeAccount(h.app, 'professionalBasic');
  const as = caller(() => h.app, pro.auth);
  const { patientId, evaluationId } = await restEvaluation(as);
  await as.post(`/api/addprognote/${evaluationId}`, { appointment: fullProgressNote.appointment });
  Object.assign(ids, { patient: patientId, evaluation: evaluationId });
});
afterAll(() => h.close());

/** The record each path parameter names; a parameter not here fails the walk until mapped. */
const paramIds = (): Record<string, string> => ({
  patientAutoGenId: ids.patient ?? '',
  uniqueId: ids.patient ?? '',
  evaluationId: ids.evaluation ?? '',
  id: ids.evaluation ?? '',
});

const patientReads = Object.entries(api).filter(([, e]) => {
  const ep = e as Endpoint;
  return ep.method === 'GET' && ep.access === 'professionalRead' && ep.path.includes('/:');
});

it('finds the reads of one patient in the contract', () => {
  // The walk below is only as good as this list: it holds the history and the programme too.
  expect(patientReads.map(([name]) => name)).toEqual(
    expect.arrayContaining(['recordHistory', 'patientProgram', 'listEvaluations']),
  );
});

it.each(patientReads)('%s logs a read of the patient it serves', async (_name, e) => {
  const ep = e as Endpoint;
  const views = () =>
    h.app.storage.read
      .select()
      .from(accessLog)
      .where(
        and(
          eq(accessLog.patientId, ids.patient ?? ''),
          inArray(accessLog.action, ['view', 'export']),
        ),
      );
  const before = (await views()).length;
  const names = [...ep.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] ?? '');
  const params = paramIds();
  for (const name of names) expect(params, `map the parameter ${name}`).toHaveProperty(name);
  const res = await caller(() => h.app, pro.auth).get(pathOf(ep.path, params));
  expect(res.statusCode, res.body).toBe(200);
  expect((await views()).length).toBe(before + 1);
});
