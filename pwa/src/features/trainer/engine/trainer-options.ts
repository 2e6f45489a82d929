import { ROUND_MS } from '@optolight/domain';
import { hasTestHooks } from '../../../lib/test-hooks';

export interface TrainerOptions {
  seed: number;
  roundMs: number;
  /** Publish the correct answer on the canvas wrapper (`data-probe`) for scripted tests. */
  exposeProbe: boolean;
}

const randomSeed = () => Math.floor(Math.random() * 2 ** 31) + 1;

/**
 * `?seed=1` replays the same targets; `?speed=test` makes rounds 8 s and publishes the answers;
 * `?roundSec=12` sets the round length (the frame benchmark). Exposures and pauses never change:
 * the 3 Hz limit holds in every mode. The switches are for scripted runs: a production build
 * has none of them.
 */
export function trainerOptions(search: string): TrainerOptions {
  if (!hasTestHooks) return { seed: randomSeed(), roundMs: ROUND_MS, exposeProbe: false };
  const q = new URLSearchParams(search);
  const seed = Number(q.get('seed'));
  const isTest = q.get('speed') === 'test';
  const roundSec = Number(q.get('roundSec'));
  return {
    seed: Number.isInteger(seed) && seed > 0 ? seed : randomSeed(),
    roundMs:
      Number.isFinite(roundSec) && roundSec >= 3 && roundSec <= 60
        ? roundSec * 1000
        : isTest
          ? 8000
          : ROUND_MS,
    exposeProbe: isTest,
  };
}
