import { afterAll, beforeAll, expect, it } from 'vitest';
import { runChaos } from './chaos';
import { emptyTally } from './chaos-signing';
import { chaosServer } from './server';

/**
 * The seeds of one half of the chaos run: CHAOS_SEEDS (150) each, the first half from CHAOS_FIRST
 * (1) and the second right after it, so the two halves (one per core) never run a seed twice.
 */
export function chaosHalf(half: 1 | 2): { first: number; count: number } {
  const count = Number(process.env.CHAOS_SEEDS ?? 150);
  const first = Number(process.env.CHAOS_FIRST ?? 1) + (half - 1) * count;
  return { first, count };
}

/**
 * The seeds of the run on two server instances: CHAOS_INSTANCE_SEEDS (100) from CHAOS_FIRST (1),
 * in one file. Each seed there costs about 0.5 s against 0.24 s on one SQLite instance; the
 * 300 seeds on SQLite are where the count lies, these add the races of two instances.
 */
export function chaosInstanceSeeds(): { first: number; count: number } {
  const count = Number(process.env.CHAOS_INSTANCE_SEEDS ?? 100);
  return { first: Number(process.env.CHAOS_FIRST ?? 1), count };
}

/** Runs seeds [first, first + count) against an in-process server (one instance on SQLite, or
 * `instances` on PostgreSQL); a failure names its seed. */
export function chaosSuite(
  { first, count }: { first: number; count: number },
  options: { instances?: number } = {},
): void {
  let server: Awaited<ReturnType<typeof chaosServer>>;
  beforeAll(async () => {
    server = await chaosServer(options);
  }, 60_000);
  afterAll(() => server.close());

  it(`loses, duplicates and hides nothing over seeds ${first}–${first + count - 1}`, async () => {
    const failures: string[] = [];
    const tally = emptyTally();
    for (let seed = first; seed < first + count && failures.length < 3; seed++) {
      const problems = await runChaos(seed, server, 30, false, tally);
      if (problems.length)
        failures.push(
          `seed ${seed}: ${problems.join('\n  ')}\n  reproduce: pnpm soak:sync --seed ${seed} --verbose`,
        );
    }
    expect(failures).toEqual([]);
    console.info(`signing over seeds ${first}–${first + count - 1}: ${JSON.stringify(tally)}`);
    // Signatures really race edits: some are taken, some refused, and saves meet signed records.
    if (count >= 100) {
      expect(tally.signsAccepted).toBeGreaterThan(0);
      expect(tally.signsRefused).toBeGreaterThan(0);
      expect(tally.savesRefused + tally.savesRefusedHere).toBeGreaterThan(0);
      expect(tally.addendaAdded).toBeGreaterThan(0);
      expect(tally.roleChanges).toBeGreaterThan(0);
      expect(tally.removals).toBeGreaterThan(0);
    }
  });
}
