import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApp } from './support/app';

// The app's sync runs in a worker the page starts as it loads. Chromium's offline flag sometimes
// let such a worker's first request through after a reload, and a journey then found an offline
// tablet's change on the server early. This page does the same as the app in a few lines: a
// service worker serves it offline, and it starts a worker that calls the network at once.
const page = `<!doctype html><title>probe</title><script>
navigator.serviceWorker.register('/sw.js');
new Worker('/worker.js');
</script>`;
const serviceWorker = `self.addEventListener('install', (e) => e.waitUntil(
  caches.open('probe').then((c) => c.addAll(['/', '/worker.js'])).then(() => self.skipWaiting())));
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (e) => {
  const path = new URL(e.request.url).pathname;
  if (path === '/' || path === '/worker.js') e.respondWith(caches.match(path));
});`;
const worker = `fetch('/ping').catch(() => {});`;

describe("a journey's offline tablet", () => {
  const app = useApp();
  let calls = 0;
  let url = '';
  const server = http.createServer((req, res) => {
    const files: Record<string, string> = {
      '/': page,
      '/sw.js': serviceWorker,
      '/worker.js': worker,
    };
    const body = files[req.url ?? ''];
    if (body === undefined) calls++;
    res.setHeader('content-type', req.url === '/' ? 'text/html' : 'text/javascript');
    res.end(body ?? 'pong');
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  );

  it('lets no request through, from a worker started as the page loads', async () => {
    const { context, page: tab } = await app.newPage();
    await tab.goto(url);
    await tab.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    await tab.reload();
    await expect.poll(() => calls).toBeGreaterThan(0);

    await context.setOffline(true);
    calls = 0;
    // Each reload is a fresh chance of the slip; without the cut line about half of them slipped.
    for (let i = 0; i < 12; i++) {
      await tab.reload();
      expect(await tab.title()).toBe('probe');
    }
    await tab.waitForTimeout(500);
    expect(calls).toBe(0);

    await context.setOffline(false);
    await tab.reload();
    await expect.poll(() => calls).toBeGreaterThan(0);
  });
});
