import { defineProject } from 'vitest/config';

// Pure code with no module state: the files share their worker's loaded modules (domain's 46
// files took 9.1 s with a fresh module graph each, 1.5 s without).
export default defineProject({
  test: {
    include: ['src/**/*.test.ts'],
    isolate: false,
    // A hang guard, not a timing: a page-break test renders a table at twenty heights and reads
    // each PDF with pdfinfo and pdftotext, which beside the chaos run on a busy 2-core machine
    // took more than vitest's default 5 s.
    testTimeout: 30_000,
  },
});
