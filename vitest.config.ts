import { defineConfig } from 'vitest/config';
import { HeavyFirstSequencer } from './scripts/support/heavy-first-sequencer';

export default defineConfig({
  test: {
    // vitest leaves one core to itself by default, which on a 2-core machine runs every file one
    // after another; the files wait on databases and timers often enough to keep two busy.
    maxWorkers: 2,
    sequence: { sequencer: HeavyFirstSequencer },
    projects: [
      'packages/*/vitest.config.ts',
      'sync-server',
      'sync-server/vitest.postgres.config.ts',
      'pwa/vitest.config.ts',
      'pwa/vitest.mocked.config.ts',
      'pwa/vitest.node.config.ts',
    ],
  },
});
