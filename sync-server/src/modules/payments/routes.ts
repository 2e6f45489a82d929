import { api } from '@optolight/contract';
import { plans } from '@optolight/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { toUserView } from '../users/view';
import type { PaymentProvider } from './provider';
import { configuredProviders, trialProvider } from './providers/configured';
import { checkout } from './service';

export default async function paymentRoutes(app: FastifyInstance) {
  const providers: Record<string, PaymentProvider> = await configuredProviders(app.config);
  const providerOf = (name: string) => {
    const impl = providers[name];
    if (!impl) throw new HttpError(404, `Payment provider ${name} is not configured`);
    return { name, impl };
  };

  route(app, api.listPlans, () => [...plans]);

  route(app, api.clientToken, async ({ params }) => {
    const provider = providerOf(params.provider);
    return { clientToken: await provider.impl.clientToken(), provider: params.provider };
  });

  route(app, api.checkout, async ({ params, body, user }) => {
    const provider =
      body.selectedPlan === 'userOffer' ? trialProvider : providerOf(params.provider);
    const result = await checkout(app.storage, provider, user, body, new Date());
    return { message: result.message, user: toUserView(result.user, new Date()) };
  });
}
