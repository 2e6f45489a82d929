import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'sync-server', 'pwa/vitest.config.ts', 'pwa/vitest.node.config.ts'],
  },
});
