import { defineProject } from 'vitest/config';

/**
 * The server suite on SQLite. Every test builds its own app on its own database, so the files
 * share a worker's loaded modules (isolate: false) instead of importing the server again for
 * each file, which took more time than the tests.
 */
export default defineProject({
  test: {
    name: 'sync-server',
    include: ['src/**/*.test.ts'],
    isolate: false,
    // A test that restarts the server opens and checks its database again, slow on a busy machine.
    testTimeout: 15_000,
  },
});
