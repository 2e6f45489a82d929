import { defineProject } from 'vitest/config';
import components from './vitest.config.ts';

/**
 * Component tests that replace a module with `vi.mock` (`*.mocked.test.ts(x)`): each file gets a
 * fresh module graph. In the shared graph of vitest.config.ts a replaced module stayed replaced
 * for every later file of the worker (the due list's hook, mocked to "still working", kept the
 * real dashboard's list working out forever), so those files fail or pass by the order they ran.
 */
export default defineProject({
  ...components,
  test: {
    ...components.test,
    name: 'pwa-mocked',
    include: ['src/**/*.mocked.test.{ts,tsx}'],
    exclude: [],
    isolate: true,
  },
});
