import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Long enough for any request to finish; a request stuck past it does not hold a restart up. */
const MOST_DRAIN_MS = 15_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** How many requests are being answered now. */
    requestsAnswering(): number;
    /** Settles once no request is being answered (or after MOST_DRAIN_MS). */
    requestsDrained(): Promise<void>;
  }
}

/**
 * The requests this instance is answering, so that closing it finishes them before its storage
 * closes. Fastify's own close waits only for requests over its HTTP server's connections; one
 * that arrived another way (injected, as by a test's load balancer) would otherwise meet a closed
 * database half way and answer 500 for a request the database never refused.
 */
export default fp((app: FastifyInstance) => {
  const answering = new Set<FastifyRequest>();
  let settle: (() => void) | null = null;
  const done = (request: FastifyRequest) => {
    answering.delete(request);
    if (answering.size === 0) settle?.();
  };
  app.addHook('onRequest', (request, _reply, next) => {
    answering.add(request);
    next();
  });
  app.addHook('onResponse', (request, _reply, next) => {
    done(request);
    next();
  });
  app.addHook('onRequestAbort', (request, next) => {
    done(request);
    next();
  });
  app.decorate('requestsAnswering', () => answering.size);
  app.decorate('requestsDrained', async () => {
    if (answering.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      settle = resolve;
      timer = setTimeout(resolve, MOST_DRAIN_MS);
    });
    clearTimeout(timer);
    settle = null;
  });
});
