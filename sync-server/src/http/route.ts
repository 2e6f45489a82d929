import type { Endpoint } from '@optolight/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from '../plugins/auth';
import { authorize } from './access';

type Out<S> = z.output<NonNullable<S>>;

export interface Ctx<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** The signed-in caller; null only on public endpoints. */
  user: E['access'] extends 'public' ? AuthUser | null : AuthUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Binds a contract endpoint: checks access, validates params, query and body with the shared
 * zod schemas (a ZodError becomes a 400 with field messages), then calls the thin handler.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: Ctx<E>) => Promise<z.input<E['response']>> | z.input<E['response']>,
  options: { config?: Record<string, unknown>; bodyLimit?: number } = {},
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.config ? { config: options.config } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      const user = endpoint.access === 'public' ? null : await app.authenticate(request);
      if (user) authorize(user, endpoint.access, new Date());
      const ctx = {
        params: endpoint.params?.parse(request.params),
        query: endpoint.query?.parse(request.query),
        body: endpoint.multipart ? undefined : endpoint.body?.parse(request.body ?? {}),
        user,
        request,
        reply,
      } as Ctx<E>;
      return handler(ctx);
    },
  });
}
