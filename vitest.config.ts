import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'sync-server',
      'sync-server/vitest.postgres.config.ts',
      'pwa/vitest.config.ts',
      'pwa/vitest.node.config.ts',
    ],
  },
});
