import { afterAll, beforeAll, expect, it } from 'vitest';
import { runChaos } from './chaos';
import { chaosServer } from './server';

/** Runs seeds [first, first + count) against one in-process server; a failure names its seed. */
export function chaosSuite(first: number, count: number): void {
  let server: Awaited<ReturnType<typeof chaosServer>>;
  beforeAll(async () => {
    server = await chaosServer();
  });
  afterAll(() => server.close());

  it(`loses, duplicates and hides nothing over ${count} seeds`, async () => {
    const failures: string[] = [];
    for (let seed = first; seed < first + count && failures.length < 3; seed++) {
      const problems = await runChaos(seed, server);
      if (problems.length)
        failures.push(
          `seed ${seed}: ${problems.join('\n  ')}\n  reproduce: pnpm soak:sync --seed ${seed} --verbose`,
        );
    }
    expect(failures).toEqual([]);
  });
}
