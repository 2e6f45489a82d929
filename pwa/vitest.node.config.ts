import { defineProject } from 'vitest/config';

/** Headless client code (Dexie on fake-indexeddb, the sync engine) against the real server. */
export default defineProject({
  test: {
    name: 'pwa-node',
    environment: 'node',
    include: ['src/**/*.node.test.ts'],
    testTimeout: 600_000,
    // The files share their worker's loaded modules (each test starts its own server and device
    // database): without the shared modules the files other than chaos took 23 s, with them 8.5 s.
    isolate: false,
    setupFiles: ['test/setup-node.ts'],
  },
});
