import { defineProject } from 'vitest/config';

// A test that restarts the server opens and checks its database again, slow on a busy machine.
export default defineProject({ test: { include: ['src/**/*.test.ts'], testTimeout: 15_000 } });
