import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

/** Braintree's drop-in loads its scripts, frames and API calls from these origins. */
const braintree = {
  script: ['https://js.braintreegateway.com', 'https://assets.braintreegateway.com'],
  frame: ['https://assets.braintreegateway.com'],
  connect: [
    'https://api.braintreegateway.com',
    'https://client-analytics.braintreegateway.com',
    'https://*.braintree-api.com',
  ],
  img: ['https://assets.braintreegateway.com'],
};

/**
 * The headers helmet sets for `options`, worked out once. No directive here depends on the
 * request (no nonces), so every answer gets the same ones; @fastify/helmet built helmet anew on
 * every request, about 4 % of the server's time on a sync push.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  // A response never sent, to collect what helmet sets: its parts run one after another,
  // synchronously.
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, () => undefined);
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Security headers on every answer (helmet), a strict content policy fitted to the PWA, HSTS
 * only on requests that came over TLS, and patient data kept out of every cache.
 */
export default fp((app: FastifyInstance) => {
  const trainer = app.config.TRAINER_ORIGIN ? [app.config.TRAINER_ORIGIN] : [];
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...braintree.script],
        // Mantine and the drop-in set style attributes and inject style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Signatures drawn offline are data: URLs; reports and backups leave as blob: URLs.
        imgSrc: ["'self'", 'data:', 'blob:', ...braintree.img],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...braintree.connect],
        frameSrc: [...braintree.frame, ...trainer],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Sent below, and only over TLS: over plain HTTP it would be ignored or wrong.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
  });

  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    // API answers carry patient data (JSON and PDF reports): no browser or proxy may keep them.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
});
