import type { FastifyInstance } from 'fastify';

/**
 * For a load balancer or an orchestrator (docs/deploy.md). /healthz: the process answers (restart
 * it if not). /readyz: it can serve, as its database answers with every migration applied (send
 * it no requests until then). Neither says more than that: no versions, no errors.
 */
export default function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await app.storage.ready();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: { message: (error as Error).message } }, 'not ready');
      return reply.status(503).send({ status: 'not ready' });
    }
  });
}
