import { defineProject } from 'vitest/config';

// Pure code with no module state, as the other packages: the files share their worker's modules.
export default defineProject({
  test: {
    include: ['src/**/*.test.ts'],
    isolate: false,
    // A hang guard, not a timing: compiling the official R4 schema (3.5 MB) takes seconds on a
    // busy machine.
    testTimeout: 30_000,
  },
});
