import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, type Account } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';

let h: Harness;
let acct: Account;
let as: ReturnType<typeof caller>;
beforeEach(async () => {
  h = await startHarness();
  acct = await makeAccount(h.app);
  as = caller(() => h.app, acct.auth);
});
afterEach(() => h.close());

const DAY = 24 * 3600 * 1000;
const me = async () =>
  (await as.get('/api/user')).json<{
    userType: string;
    isProfOfferAvailable: boolean;
    isUserTrialAvailable: boolean;
    plan: { type: string; price: number; expiresAt: string; isActive: boolean } | null;
  }>();

describe('plans and checkout (test provider)', () => {
  it('lists the six plans and the trial with catalogue prices', async () => {
    const plans = (await as.get('/api/plans')).json<
      { type: string; price: number; offerPrice: number | null; validity: number }[]
    >();
    expect(plans.map((p) => [p.type, p.price, p.offerPrice, p.validity])).toEqual([
      ['professionalBasic', 120, 36, 30],
      ['professionalShortTerm', 600, 180, 90],
      ['professionalLongTerm', 1200, 360, 365],
      ['patientBasic', 20.2, null, 30],
      ['patientShortTerm', 100, null, 90],
      ['patientLongTerm', 200, null, 365],
      ['userOffer', 0, null, 30],
    ]);
  });

  it('gives a client token for the test provider and 404 for an unconfigured one', async () => {
    expect((await as.get('/api/test/client_token')).json()).toMatchObject({ provider: 'test' });
    expect((await as.get('/api/braintree/client_token')).statusCode).toBe(404);
    expect((await as.get('/api/paypal/client_token')).statusCode).toBe(400);
  });

  it('charges the 70% offer once, makes the account professional and stacks renewals', async () => {
    const first = await as.post('/api/test/checkout', {
      selectedPlan: 'professionalBasic',
      userType: 'professional',
      nonce: 'fake-valid-nonce',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ message: string }>().message).toContain('$36.00');
    const afterFirst = await me();
    expect(afterFirst).toMatchObject({
      userType: 'professional',
      isProfOfferAvailable: false,
      plan: { type: 'professionalBasic', price: 36, isActive: true },
    });
    const expiry1 = new Date(afterFirst.plan?.expiresAt ?? 0).getTime();
    expect(Math.abs(expiry1 - (Date.now() + 30 * DAY))).toBeLessThan(60_000);

    const second = await as.post('/api/test/checkout', {
      selectedPlan: 'professionalShortTerm',
      userType: 'professional',
      nonce: 'fake-valid-visa-nonce',
    });
    expect(second.json<{ message: string }>().message).toContain('$600.00');
    const expiry2 = new Date((await me()).plan?.expiresAt ?? 0).getTime();
    expect(Math.abs(expiry2 - (expiry1 + 90 * DAY))).toBeLessThan(1000);
  });

  it('declines a bad card with the message and changes nothing', async () => {
    const res = await as.post('/api/test/checkout', {
      selectedPlan: 'professionalBasic',
      userType: 'professional',
      nonce: 'fake-processor-declined-visa-nonce',
    });
    expect(res.statusCode).toBe(402);
    expect(res.json<{ message: string }>().message).toMatch(/declined/);
    expect(await me()).toMatchObject({ userType: 'user', plan: null, isProfOfferAvailable: true });
  });

  it('starts the free trial once and makes the account a patient', async () => {
    const trial = await as.post('/api/test/checkout', {
      selectedPlan: 'userOffer',
      userType: 'userOffer',
      nonce: '',
    });
    expect(trial.statusCode).toBe(200);
    expect(await me()).toMatchObject({
      userType: 'patient',
      isUserTrialAvailable: false,
      plan: { type: 'userOffer', price: 0 },
    });
    const again = await as.post('/api/test/checkout', {
      selectedPlan: 'userOffer',
      userType: 'userOffer',
      nonce: '',
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses mismatched kinds, missing nonces and downgrading a professional', async () => {
    expect(
      (
        await as.post('/api/test/checkout', {
          selectedPlan: 'patientBasic',
          userType: 'professional',
          nonce: 'fake-valid-nonce',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await as.post('/api/test/checkout', {
          selectedPlan: 'patientBasic',
          userType: 'user',
          nonce: '',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await as.post('/api/test/checkout', {
          selectedPlan: 'goldPlan',
          userType: 'user',
          nonce: 'x',
        })
      ).json(),
    ).toHaveProperty('errors.selectedPlan');
    await as.post('/api/test/checkout', {
      selectedPlan: 'professionalBasic',
      userType: 'professional',
      nonce: 'fake-valid-nonce',
    });
    const down = await as.post('/api/test/checkout', {
      selectedPlan: 'patientBasic',
      userType: 'user',
      nonce: 'fake-valid-nonce',
    });
    expect(down.statusCode).toBe(400);
    expect((await me()).userType).toBe('professional');
  });
});
