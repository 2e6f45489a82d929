import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The chaos runs: minutes each where every other file takes seconds. */
const isHeavy = (spec: TestSpecification) => /\/chaos[^/]*\.node\.test\.ts$/.test(spec.moduleId);

/**
 * vitest's order (failed first, then longest, from its cache; on a fresh clone, with no cache,
 * biggest file first) with the chaos runs moved to the front: started last, as their small files
 * are on a fresh clone, they kept one core busy long after the other had finished everything else.
 */
export class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(isHeavy), ...sorted.filter((spec) => !isHeavy(spec))];
  }
}
