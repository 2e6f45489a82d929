import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll } from 'vitest';
import { launchJourneyBrowser } from './browser';
import { openLine, type Line } from './network';
import { startServer, type TestServer } from './server';

export const desktop = { width: 1280, height: 800 };
export const tablet = { width: 768, height: 1024 };
/** The narrowest phone the app supports. */
export const phone = { width: 360, height: 740 };
/** A common larger phone. */
export const largePhone = { width: 390, height: 844 };

type Viewport = { width: number; height: number };

/**
 * The sizes a journey runs at, first the tablet's: all of them on SQLite, the first only on
 * PostgreSQL. The size changes the layout, which the SQLite run checks at every size, not what the
 * server stores, which is what the PostgreSQL run is for
 * (docs/testing.md#which-journeys-run-on-postgresql). Read when a file collects its tests.
 */
export function sizes<S extends readonly [string, Viewport]>(all: readonly S[]): readonly S[] {
  return process.env.E2E_DATABASE === 'postgres' ? all.slice(0, 1) : all;
}

/** The sizes a journey about the clinic's daily work runs at: the tablet and the narrowest phone. */
export const workSizes = () =>
  sizes([
    ['tablet', tablet],
    ['phone', phone],
  ] as const);

export interface App {
  readonly server: TestServer;
  readonly url: string;
  /**
   * A fresh browser context (own storage and service worker) and page. `serviceWorker: false`
   * is for journeys about what a screen shows (its layout, accessibility, tap targets) that never
   * go offline: the worker's install, which fetches, stores and compiles the whole app in each new
   * context, is then left out (docs/testing.md#steady-journeys).
   */
  newPage(
    viewport?: { width: number; height: number },
    options?: { serviceWorker?: boolean },
  ): Promise<{ context: BrowserContext; page: Page; line: Line }>;
}

/**
 * Resolves once the page's service worker is activated: the app's shell and route chunks are then
 * in its cache, so a reload offline finds them. A page that is not a web page (about:blank) has
 * none to wait for.
 */
export async function serviceWorkerActive(page: Page): Promise<void> {
  if (!page.url().startsWith('http')) return;
  await page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    if (!active || active.state === 'activated') return;
    await new Promise<void>((resolve) => {
      active.addEventListener('statechange', () => {
        if (active.state === 'activated') resolve();
      });
    });
  });
}

let shared: Promise<Browser> | undefined;

/**
 * The worker's Chromium, launched by its first journey file and kept for the next (the files of
 * a worker share its modules: vitest.e2e.config.ts). Each test has contexts of its own, with
 * their own storage and service worker, so a file sees nothing of the one before; a launch per
 * file cost about 1 s of CPU. Playwright closes it when the worker exits.
 */
async function workerBrowser(): Promise<Browser> {
  const running = await shared?.catch(() => undefined);
  if (running?.isConnected()) return running;
  shared = launchJourneyBrowser();
  return shared;
}

const servers = new Map<string, Promise<TestServer>>();

/**
 * The worker's server on the database its current file's project asks for, started by the first
 * file and kept for the next, as the browser is: every journey makes accounts of its own, and a
 * start per file cost about 1.6 s of CPU (and, on PostgreSQL, a cluster of its own).
 */
function workerServer(): Promise<TestServer> {
  const database = process.env.E2E_DATABASE ?? 'sqlite';
  let server = servers.get(database);
  if (!server) {
    server = startServer();
    // A start that failed is tried again by the next file.
    server.catch(() => servers.delete(database));
    servers.set(database, server);
  }
  return server;
}

/**
 * The worker's server and Chromium; contexts are closed after each test. `serviceWorker: false`
 * makes every page of the file open without the app's worker (see `App.newPage`).
 */
export function useApp({ serviceWorker: withWorker = true } = {}): App {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const lines: Line[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([workerServer(), workerBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    await Promise.all(lines.splice(0).map((l) => l.close()));
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} has not started`);
    return value;
  };
  return {
    get server() {
      return need(server, 'the server');
    },
    get url() {
      return need(server, 'the server').url;
    },
    async newPage(viewport = desktop, { serviceWorker = withWorker } = {}) {
      const line = await openLine();
      lines.push(line);
      const context = await need(browser, 'the browser').newContext({
        viewport,
        serviceWorkers: serviceWorker ? 'allow' : 'block',
        locale: 'en-US',
        reducedMotion: 'reduce',
        // The server is on the loopback address, which Chromium otherwise never sends through a
        // proxy.
        proxy: { server: line.server, bypass: '<-loopback>' },
      });
      contexts.push(context);
      // Going offline cuts the context's line as well as setting the browser's flag: the flag
      // alone lets some worker requests through (see network.ts). It first waits for each open
      // page's service worker, as a tablet is only ready for offline once the app is cached.
      const emulate = context.setOffline.bind(context);
      context.setOffline = async (offline: boolean) => {
        // A context that blocks workers has none to wait for: `ready` would never settle.
        if (offline && serviceWorker) await Promise.all(context.pages().map(serviceWorkerActive));
        line.cut(offline);
        await emulate(offline);
      };
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return { context, page, line };
    },
  };
}
