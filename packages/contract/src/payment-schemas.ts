import { z } from 'zod';
import { PlanKind, PlanType } from '@optolight/domain';

export const PaymentProvider = z.enum(['test', 'braintree']);
export const Provider = z.strictObject({ provider: PaymentProvider });

export const CheckoutRequest = z.strictObject({
  selectedPlan: PlanType,
  userType: PlanKind,
  /** Card nonce from the provider's client; empty for the free trial. */
  nonce: z.string().max(2000),
});
