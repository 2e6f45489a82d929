import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import uploadRoutes from '../uploads/routes';

const placeholder = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Optolight</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font-family:system-ui;margin:3rem"><h1>Optolight</h1>
<p>The server is running. The app has not been built yet: run <code>pnpm start</code>.</p></body></html>`;

/** Vite names bundle files by their content (the compressed copies follow): they never change. */
const hashedAsset = /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.(js|css|ttf)(\.br|\.gz)?$/;

/**
 * Hashed assets are cached for a year; everything else (the page, the service worker, the
 * manifest) is revalidated on every load, so a new build is seen at once.
 */
function cacheHeaders(reply: { header(name: string, value: string): unknown }, path: string) {
  reply.header(
    'cache-control',
    hashedAsset.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/** Uploaded images (modules/uploads), and the built PWA with a fallback to index.html for client-side routes. */
export default async function webRoutes(app: FastifyInstance, options: { distDir: string }) {
  await app.register(uploadRoutes);

  const hasDist = existsSync(join(options.distDir, 'index.html'));
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      wildcard: false,
      index: 'index.html',
      // The build writes .br and .gz copies beside each text file (pwa/tools/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (
      request.url.startsWith('/api/') ||
      request.url.startsWith('/uploads/') ||
      request.method !== 'GET'
    ) {
      return reply.status(404).send({ message: 'Not found' });
    }
    if (!hasDist) return reply.type('text/html').send(placeholder);
    return reply.type('text/html').sendFile('index.html', options.distDir);
  });
}
