import { afterEach, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';

const braintree = {
  BRAINTREE_MERCHANT_ID: 'merchant',
  BRAINTREE_PUBLIC_KEY: 'public',
  BRAINTREE_PRIVATE_KEY: 'private',
};

let h: Harness | undefined;
afterEach(() => h?.close());

describe('payment providers', () => {
  it('offers no test provider beside Braintree: fake nonces buy nothing', async () => {
    h = await startHarness(braintree);
    const acct = await makeAccount(h.app);
    const as = caller(() => (h as Harness).app, acct.auth);
    const paid = await as.post('/api/test/checkout', {
      selectedPlan: 'professionalLongTerm',
      userType: 'professional',
      nonce: 'fake-valid-nonce',
    });
    expect(paid.statusCode).toBe(404);
    expect((await as.get('/api/test/client_token')).statusCode).toBe(404);
    expect((await as.get('/api/user')).json()).toMatchObject({ plan: null });
  });

  it('still starts the free trial beside Braintree, without a card provider', async () => {
    h = await startHarness(braintree);
    const as = caller(() => (h as Harness).app, (await makeAccount(h.app)).auth);
    const trial = await as.post('/api/test/checkout', {
      selectedPlan: 'userOffer',
      userType: 'userOffer',
      nonce: '',
    });
    expect(trial.statusCode).toBe(200);
    expect(trial.json()).toMatchObject({ user: { plan: { type: 'userOffer' } } });
  });

  it('keeps the test provider by an explicit flag, and refuses the flag beside Braintree', async () => {
    h = await startHarness({ PAYMENTS_TEST_PROVIDER: 'true' });
    const as = caller(() => (h as Harness).app, (await makeAccount(h.app)).auth);
    expect((await as.get('/api/test/client_token')).statusCode).toBe(200);
    await expect(startHarness({ ...braintree, PAYMENTS_TEST_PROVIDER: 'true' })).rejects.toThrow(
      /PAYMENTS_TEST_PROVIDER/,
    );
  });
});
