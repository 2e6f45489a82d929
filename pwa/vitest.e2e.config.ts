import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The journeys that run again with the server on PostgreSQL: those where what the server stores
 * decides what the tablet shows (sync, conflicts, signing, several devices). The rest of
 * PostgreSQL is the server suite's, which runs every server test on both databases
 * (docs/testing.md#which-journeys-run-on-postgresql).
 */
export const postgresJourneys = [
  'clinical',
  'first-download',
  'home-programme',
  'patient-conflict',
  'record-history',
  'signing',
  'sync-visibility',
];

const onPostgres = process.env.E2E_DATABASE === 'postgres';
const files = postgresJourneys.map((name) => `e2e/${name}.e2e.test.ts`);
// A journey renamed or removed must not drop out of the PostgreSQL run unnoticed.
const missing = files.filter((file) => !existsSync(join(import.meta.dirname, file)));
if (missing.length) throw new Error(`PostgreSQL journeys not found: ${missing.join(', ')}`);

/** Browser journeys against the built PWA served by the real sync server: each file starts its
 * own server and Chromium, two files at a time, with long timeouts. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: onPostgres ? files : ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
