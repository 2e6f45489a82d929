import { defineProject } from 'vitest/config';

// Pure code with no module state: the files share their worker's loaded modules (domain's 46
// files took 9.1 s with a fresh module graph each, 1.5 s without).
export default defineProject({
  test: {
    include: ['src/**/*.test.ts'],
    isolate: false,
    // Hang guards, not timings: a page-break test renders a table at twenty heights and reads
    // each PDF with pdfinfo and pdftotext, and a file's setup embeds the CJK fonts; beside the
    // chaos run on a busy 2-core machine each took more than vitest's defaults (5 s, 10 s).
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
