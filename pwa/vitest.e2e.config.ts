import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The journeys that run again with the server on PostgreSQL: those where what the server stores
 * decides what the tablet shows (a first download, conflicts, several devices on one record). The
 * rest of PostgreSQL is the server suite's, which runs every server test on both databases, and
 * the chaos run's on two instances (docs/testing.md#which-journeys-run-on-postgresql).
 */
export const postgresJourneys = ['first-download', 'patient-conflict', 'record-history'];

const files = postgresJourneys.map((name) => `e2e/${name}.e2e.test.ts`);
// A journey renamed or removed must not drop out of the PostgreSQL run unnoticed.
const missing = files.filter((file) => !existsSync(join(import.meta.dirname, file)));
if (missing.length) throw new Error(`PostgreSQL journeys not found: ${missing.join(', ')}`);

const postgres = {
  extends: true,
  test: { name: 'postgres', include: files, env: { E2E_DATABASE: 'postgres' } },
} as const;

/**
 * Browser journeys against the built PWA served by the real sync server: three files at a time,
 * each worker with one server per database and one Chromium for its files, with long timeouts. Two projects: every journey
 * with the server on SQLite (`--project sqlite`), and `postgresJourneys` with it on PostgreSQL
 * (`--project postgres`, or E2E_DATABASE=postgres). Run together, they share the workers, so
 * neither run's last long file leaves a core idle before the other starts.
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    // Each file is a server and a Chromium, and waits on syncs, saves and the service worker often
    // enough that two at a time left the cores of a 2-core machine idle: the whole run took 415 s
    // with three, 463 s with two. E2E_WORKERS=4 runs them under more load than CI's, to find a
    // journey that fails only when slow.
    maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
    // Files share their worker's loaded modules, and with them its server and Chromium
    // (support/app.ts): six short journeys took 46.6 s and 48 s of CPU with a fresh module graph
    // each, 38.7 s and 37 s without.
    isolate: false,
    // Hang guards, not timings: the longest journey takes about 50 s beside another, and a test
    // that is only slow must not fail for it.
    testTimeout: 180_000,
    hookTimeout: 60_000,
    // The same patience as a page's own waits (15 s, app.ts): what the app does after a reload or
    // on another tablet (a draft read back, a sync) took more than expect.poll's default second
    // when the machine was busy.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    projects:
      process.env.E2E_DATABASE === 'postgres'
        ? [postgres]
        : [
            { extends: true, test: { name: 'sqlite', include: ['e2e/**/*.e2e.test.ts'] } },
            postgres,
          ],
  },
});
