/** The phases of the whole test run (`pnpm test`), what each needs first and how many cores it
 * keeps busy; scripts/test-run.ts schedules them on the machine's cores. */
import { join } from 'node:path';

export interface Phase {
  name: string;
  /** The command, run from the repository's root. */
  command: string;
  /** Phases that must have passed before this one starts. */
  after?: string[];
  /** Cores the phase keeps busy: vitest with two workers, Chromium beside a server, a build. */
  cores: 1 | 2;
  /** The file times the phase's vitest run writes (file-times-reporter.ts; an absolute path),
   * read for the per-file table. */
  report?: string;
  /** Runs alone, after every phase that is not quiet (scripts/test-run.ts). */
  quiet?: boolean;
}

export const root = join(import.meta.dirname, '..', '..');
export const resultsDir = join(root, 'test-results', 'run');
// Absolute paths: the journeys' vitest runs from pwa/.
const reporter = join(import.meta.dirname, 'file-times-reporter.ts');
const vitestReport = (name: string) =>
  `--reporter=dot --reporter=${reporter} --outputFile.times=${join(resultsDir, `${name}.json`)}`;

export const phases: Phase[] = [
  {
    name: 'unit and server',
    command: `pnpm exec vitest run ${vitestReport('unit')}`,
    cores: 2,
    report: join(resultsDir, 'unit.json'),
  },
  { name: 'lint', command: 'pnpm lint', cores: 1 },
  { name: 'build (test)', command: 'pnpm build:test', cores: 1 },
  { name: 'typecheck', command: 'pnpm typecheck', cores: 1 },
  { name: 'build', command: 'pnpm build', cores: 1 },
  {
    // Both databases' journeys in one run (pwa/vitest.e2e.config.ts), sharing its workers.
    name: 'journeys',
    command: `pnpm exec vitest run --config pwa/vitest.e2e.config.ts ${vitestReport('journeys')}`,
    after: ['build (test)'],
    cores: 2,
    report: join(resultsDir, 'journeys.json'),
    quiet: true,
  },
  {
    name: 'bundle check',
    command: 'pnpm exec tsx scripts/check-bundle-size.ts',
    after: ['build'],
    cores: 1,
  },
];
