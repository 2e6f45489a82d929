import { nextTask } from '../lib/slicer';

/**
 * Loads a page's modules a step at a time, each step's new modules evaluated in a task of its
 * own, then the page, whose remaining modules are evaluated last. One dynamic import evaluates
 * every module of its graph not yet loaded in one task: the dashboard's route did 120–200 ms of
 * it at once on a tablet signing in (`scripts/bench-initial-sync.ts`), the longest the page ran.
 * Each step should import a single module, not a feature's index, so it loads only what the page
 * itself would.
 */
export async function loadInSteps<T>(
  steps: readonly (() => Promise<unknown>)[],
  page: () => Promise<T>,
): Promise<T> {
  for (const step of steps) {
    await step();
    await nextTask();
  }
  return page();
}
