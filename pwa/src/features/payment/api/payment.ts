import { api } from '@optolight/contract';
import type { SelectedPlan } from '@optolight/domain';
import { call, RequestError } from '../../../lib/api';

export type ProviderName = 'test' | 'braintree';

export type CardProvider =
  { name: 'braintree'; clientToken: string } | { name: 'test'; clientToken: string };

/** Braintree when the server has it configured; otherwise the offline test provider. */
export async function detectProvider(): Promise<CardProvider> {
  try {
    const { clientToken } = await call(api.clientToken, { params: { provider: 'braintree' } });
    return { name: 'braintree', clientToken };
  } catch (error) {
    if (!(error instanceof RequestError) || error.status !== 404) throw error;
  }
  const { clientToken } = await call(api.clientToken, { params: { provider: 'test' } });
  return { name: 'test', clientToken };
}

/** POST /api/{provider}/checkout; an empty nonce starts the free trial. */
export function checkout(provider: ProviderName, plan: SelectedPlan, nonce: string) {
  return call(api.checkout, {
    params: { provider },
    body: { selectedPlan: plan.type, userType: plan.plan, nonce },
  });
}
