/**
 * Runs the sync chaos scenario over many seeds, or replays one.
 * Usage: pnpm soak:sync [--seeds 5000] [--from 1] | pnpm soak:sync --seed 42 [--verbose]
 */
import { parseArgs } from 'node:util';
import { runChaos } from '../pwa/test/sync/chaos';
import { emptyTally } from '../pwa/test/sync/chaos-signing';
import { chaosServer } from '../pwa/test/sync/server';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    seeds: { type: 'string', default: '5000' },
    from: { type: 'string', default: '1' },
    steps: { type: 'string', default: '30' },
    verbose: { type: 'boolean', default: false },
  },
});
const first = Number(values.seed ?? values.from);
const count = values.seed ? 1 : Number(values.seeds);
const server = await chaosServer();
const started = Date.now();
let failed = 0;
const tally = emptyTally();
for (let seed = first; seed < first + count; seed++) {
  const problems = await runChaos(seed, server, Number(values.steps), values.verbose, tally);
  if (problems.length) {
    failed += 1;
    console.log(
      `seed ${seed} FAILED:\n  ${problems.join('\n  ')}\n  reproduce: pnpm soak:sync --seed ${seed} --verbose`,
    );
  }
  if ((seed - first + 1) % 100 === 0)
    console.log(
      `${seed - first + 1} seeds, ${failed} failed, ${((Date.now() - started) / (seed - first + 1)).toFixed(0)} ms/seed`,
    );
}
await server.close();
console.log(`${count - failed} passed, ${failed} failed; ${JSON.stringify(tally)}`);
process.exit(failed ? 1 : 0);
