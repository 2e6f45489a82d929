import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'pwa',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Headless client tests run in Node (vitest.node.config.ts); tests that replace a module
    // with vi.mock each get a module graph of their own (vitest.mocked.config.ts).
    exclude: ['src/**/*.node.test.ts', 'src/**/*.mocked.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // Component tests render whole forms over IndexedDB in jsdom, next to the sync suites in
    // the same run; on a busy 2-core machine one can take several seconds. A hang still fails.
    testTimeout: 15_000,
    // The files share their worker's jsdom and loaded modules: a fresh jsdom and module graph
    // per file made the project take 69 s instead of 16. Each test cleans up what it leaves in
    // the shared stores (test/setup.ts, signOut) and opens the device database under its own name.
    isolate: false,
  },
});
