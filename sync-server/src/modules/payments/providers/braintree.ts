import type { PaymentProvider } from '../provider';

interface Credentials {
  merchantId: string;
  publicKey: string;
  privateKey: string;
}

/** Braintree through its official SDK, loaded only when credentials are configured. */
export async function createBraintreeProvider(credentials: Credentials): Promise<PaymentProvider> {
  const braintree = await import('braintree');
  const gateway = new braintree.BraintreeGateway({
    environment: braintree.Environment.Production,
    ...credentials,
  });
  return {
    async clientToken() {
      const response = await gateway.clientToken.generate({});
      return response.clientToken;
    },
    async charge(amount, nonce) {
      const result = await gateway.transaction.sale({
        amount: amount.toFixed(2),
        paymentMethodNonce: nonce,
        options: { submitForSettlement: true },
      });
      return result.success
        ? { ok: true, transactionId: result.transaction.id, message: 'Payment accepted' }
        : { ok: false, transactionId: '', message: result.message };
    },
  };
}
