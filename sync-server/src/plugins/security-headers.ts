import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
 * Security headers on every answer (helmet), a strict content policy fitted to the PWA, HSTS
 * only on requests that came over TLS, and patient data kept out of every cache.
 */
export default fp(async (app: FastifyInstance) => {
  const trainer = app.config.TRAINER_ORIGIN ? [app.config.TRAINER_ORIGIN] : [];
  await app.register(helmet, {
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

  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    // API answers carry patient data (JSON and PDF reports): no browser or proxy may keep them.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
});
