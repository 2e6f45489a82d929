import { z } from 'zod';
import { PlanKind, PlanType, User } from '@optolight/domain';
import { endpoint } from './endpoint';
import { CheckoutRequest, PaymentProvider, Provider } from './payment-schemas';

const PlanView = z.object({
  type: PlanType,
  plan: PlanKind,
  title: z.string(),
  duration: z.string(),
  price: z.number(),
  offerPrice: z.number().nullable(),
  validity: z.number(),
});

export const listPlans = endpoint({
  method: 'GET',
  path: '/api/plans',
  access: 'public',
  response: z.array(PlanView),
});
export const clientToken = endpoint({
  method: 'GET',
  path: '/api/:provider/client_token',
  access: 'signedIn',
  params: Provider,
  response: z.object({ clientToken: z.string(), provider: PaymentProvider }),
});
export const checkout = endpoint({
  method: 'POST',
  path: '/api/:provider/checkout',
  access: 'signedIn',
  params: Provider,
  body: CheckoutRequest,
  response: z.object({ message: z.string(), user: User }),
  answers: { 402: { description: 'The card was declined: nothing was charged or changed.' } },
});
