import { defineProject } from 'vitest/config';

/** Headless client code (Dexie on fake-indexeddb, the sync engine) against the real server. */
export default defineProject({
  test: {
    name: 'pwa-node',
    environment: 'node',
    include: ['src/**/*.node.test.ts'],
    testTimeout: 600_000,
  },
});
