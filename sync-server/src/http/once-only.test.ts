import { fixturePatients } from '@optolight/fixtures';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, type Account } from '../../test/accounts';
import { caller, startHarness, type Harness } from '../../test/harness';
import { restEvaluation } from '../../test/rest-records';

/**
 * Once-only rules hold when requests arrive together: ten checkouts at once, spread over two
 * server instances on one database, as a load balancer would send a double-tapping client's.
 */

let h: Harness;
let acct: Account;
beforeEach(async () => {
  h = await startHarness();
  acct = await makeAccount(h.app);
});
afterEach(() => h.close());

const DAY = 24 * 3600 * 1000;

/** Ten POSTs at once, alternating between this instance and a second one. */
async function atOnce(url: string, payloads: object[], headers: object[] = [acct.auth]) {
  const apps = [h.app, await h.another()];
  return Promise.all(
    payloads.map((payload, i) =>
      (apps[i % 2] ?? h.app).inject({
        method: 'POST',
        url,
        headers: { ...headers[i % headers.length] },
        payload,
      }),
    ),
  );
}
const tenAtOnce = (payload: object) =>
  atOnce('/api/test/checkout', Array<object>(10).fill(payload));

const planOf = async () =>
  (await h.app.inject({ method: 'GET', url: '/api/user', headers: acct.auth })).json<{
    plan: { type: string; price: number; expiresAt: string } | null;
  }>().plan;

describe('only once, with ten checkouts at once through two instances', () => {
  it('starts one free trial of 30 days', async () => {
    const answers = await tenAtOnce({
      selectedPlan: 'userOffer',
      userType: 'userOffer',
      nonce: '',
    });
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(400)]);
    const plan = await planOf();
    expect(plan?.type).toBe('userOffer');
    const days = (new Date(plan?.expiresAt ?? 0).getTime() - Date.now()) / DAY;
    expect(Math.round(days)).toBe(30);
  });

  it('charges the 70% offer once and every other checkout in full, each stacking its days', async () => {
    const answers = await tenAtOnce({
      selectedPlan: 'professionalBasic',
      userType: 'professional',
      nonce: 'fake-valid-nonce',
    });
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const prices = answers.map(
      (a) => /\$(\d+\.\d\d)/.exec(a.json<{ message: string }>().message)?.[1],
    );
    expect(prices.sort()).toEqual([
      '120.00',
      '120.00',
      '120.00',
      '120.00',
      '120.00',
      '120.00',
      '120.00',
      '120.00',
      '120.00',
      '36.00',
    ]);
    const days = (new Date((await planOf())?.expiresAt ?? 0).getTime() - Date.now()) / DAY;
    expect(Math.round(days)).toBe(300);
  });

  it('gives the offer back when the card is declined', async () => {
    const declined = await tenAtOnce({
      selectedPlan: 'professionalBasic',
      userType: 'professional',
      nonce: 'fake-declined-card',
    });
    expect(declined.every((a) => a.statusCode === 402)).toBe(true);
    const paid = await h.app.inject({
      method: 'POST',
      url: '/api/test/checkout',
      headers: acct.auth,
      payload: {
        selectedPlan: 'professionalBasic',
        userType: 'professional',
        nonce: 'fake-valid-nonce',
      },
    });
    expect(paid.json<{ message: string }>().message).toContain('$36.00');
  });
});

describe('only once, for a practice, with requests at once through two instances', () => {
  it('registers one patient per patient number', async () => {
    acct = await makeAccount(h.app, 'professionalBasic');
    const answers = await atOnce('/api/patient', Array<object>(10).fill(fixturePatients.maria));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    const patients = await caller(() => h.app, acct.auth).get('/api/patients');
    expect(patients.json<unknown[]>()).toHaveLength(1);
  });

  it('signs a record once', async () => {
    acct = await makeAccount(h.app, 'professionalBasic');
    const as = caller(() => h.app, acct.auth);
    const { patientId, evaluationId } = await restEvaluation(as);
    await as.get(`/api/evaluations/${patientId}`);
    const answers = await atOnce(`/api/sign/${evaluationId}`, Array<object>(10).fill({}));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
  });

  it('links one patient account with one invitation code', async () => {
    const pro = await makeAccount(h.app, 'professionalBasic');
    const as = caller(() => h.app, pro.auth);
    const patient = (await as.post('/api/patient', fixturePatients.maria)).json<{
      patientAutoGenId: string;
    }>().patientAutoGenId;
    const { code } = (await as.post(`/api/invite/${patient}`)).json<{ code: string }>();
    const people = await Promise.all(
      Array.from({ length: 6 }, () => makeAccount(h.app, 'patientBasic')),
    );
    const answers = await atOnce(
      '/api/link',
      people.map(() => ({ code })),
      people.map((p) => p.auth),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
  });
});
