import { randomUUID } from 'node:crypto';
import type { PaymentProvider } from '../provider';

/**
 * The offline provider. Like a card sandbox it takes fixed test nonces: `fake-valid-nonce`
 * (and the `fake-valid-*-nonce` family) succeeds; anything else is declined with a message.
 * The PWA's test card form turns card numbers into these nonces.
 */
export function createTestProvider(): PaymentProvider {
  return {
    clientToken: () => Promise.resolve(`test-client-token-${randomUUID()}`),
    charge: (amount, nonce) => {
      const ok = /^fake-valid(-[a-z]+)?-nonce$/.test(nonce);
      return Promise.resolve(
        ok
          ? {
              ok,
              transactionId: `test-${randomUUID()}`,
              message: `Payment of $${amount.toFixed(2)} accepted`,
            }
          : {
              ok,
              transactionId: '',
              message: 'The card was declined. Check the card details or use another card.',
            },
      );
    },
  };
}
