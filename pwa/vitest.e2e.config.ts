import { defineConfig } from 'vitest/config';

/** Browser journeys against the built PWA served by the real sync server: one worker, one file at
 * a time, long timeouts (each file starts its own server and Chromium). */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
