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
  },
});
