import { hasBraintree, type Config } from '../../../config';
import type { PaymentProvider } from '../provider';
import { createBraintreeProvider } from './braintree';
import { createTestProvider } from './test';

/**
 * The card providers this server takes payments through. The test provider accepts fixed fake
 * nonces, so it exists only when no real provider is configured (or in development by an
 * explicit flag, which config refuses beside a real provider): beside Braintree it would sell
 * plans for nothing.
 */
export async function configuredProviders(
  config: Config,
): Promise<Record<string, PaymentProvider>> {
  const providers: Record<string, PaymentProvider> = {};
  if (hasBraintree(config)) {
    providers.braintree = await createBraintreeProvider({
      merchantId: config.BRAINTREE_MERCHANT_ID,
      publicKey: config.BRAINTREE_PUBLIC_KEY,
      privateKey: config.BRAINTREE_PRIVATE_KEY,
    });
  } else {
    providers.test = createTestProvider();
  }
  if (config.PAYMENTS_TEST_PROVIDER) providers.test = createTestProvider();
  return providers;
}

/** A free trial charges nothing, so it needs no card provider and refuses any charge. */
export const trialProvider: { name: string; impl: PaymentProvider } = {
  name: 'trial',
  impl: {
    clientToken: () => Promise.reject(new Error('A trial has no card form')),
    charge: () => Promise.reject(new Error('A trial is never charged')),
  },
};
