import type { Endpoint } from '@optolight/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from '../plugins/auth';
import { authorize } from './access';
import { badRequest, fieldErrors } from './errors';

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

/** Sign-in, sign-up and reset bodies are a few hundred bytes; nothing public needs more. */
const PUBLIC_BODY_LIMIT = 16 * 1024;

/** The caller of each request, found before its body is read. */
const callers = new WeakMap<FastifyRequest, AuthUser>();

/**
 * Binds a contract endpoint: checks access as the request arrives (an unknown caller is sent
 * away before any body is read or parsed), validates params, query and body with the shared
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
    bodyLimit: options.bodyLimit ?? (endpoint.access === 'public' ? PUBLIC_BODY_LIMIT : undefined),
    onRequest: async (request) => {
      if (endpoint.access === 'public') return;
      const user = await app.authenticate(request);
      authorize(user, endpoint, new Date());
      callers.set(request, user);
    },
    handler: async (request, reply) => {
      const user = callers.get(request) ?? null;
      const ctx = {
        params: endpoint.params && parseParams(endpoint.params, request.params),
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

/** The address's own parts: a wrong one is named in the message itself, since there is no form
 * field to highlight ('Not a record id: ...'). */
function parseParams(schema: z.ZodType, raw: unknown): unknown {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw badRequest(
    parsed.error.issues[0]?.message ?? 'The address is not valid',
    fieldErrors(parsed.error),
  );
}
