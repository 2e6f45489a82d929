import { defineProject } from 'vitest/config';

/**
 * The server suite again, on PostgreSQL: every harness gets a fresh database on one server
 * started for the run (test/postgres-setup.ts). Left out: tests of the SQLite storage itself and
 * tests that look inside SQLite's connection.
 */
export default defineProject({
  test: {
    name: 'sync-server-postgres',
    include: ['src/**/*.test.ts'],
    exclude: [
      'src/db/storage.test.ts',
      'src/db/schema-parity.test.ts',
      'src/postgres-harness.test.ts',
      'src/config.test.ts',
      'src/listening.test.ts',
      'src/data-dir.test.ts',
      'src/modules/records/list-queries.test.ts',
      'src/ops/backup.test.ts',
    ],
    globalSetup: ['test/postgres-setup.ts'],
    // As on SQLite (vitest.config.ts): each test has its own app and database.
    isolate: false,
    // Creating a database and migrating it takes a moment on a busy machine, and a test that
    // restarts the server or starts a second instance does it again.
    hookTimeout: 30_000,
    testTimeout: 30_000,
  },
});
