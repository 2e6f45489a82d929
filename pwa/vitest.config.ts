import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'pwa',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Headless client tests run in Node: vitest.node.config.ts.
    exclude: ['src/**/*.node.test.ts'],
    setupFiles: ['test/setup.ts'],
    // Component tests render whole forms over IndexedDB in jsdom, next to the sync suites in
    // the same run; on a busy 2-core machine one can take several seconds. A hang still fails.
    testTimeout: 15_000,
  },
});
