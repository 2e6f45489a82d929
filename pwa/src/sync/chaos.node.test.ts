import { describe } from 'vitest';
import { chaosSuite } from '../../test/sync/chaos-suite';

/** Seeds 1–500 (the other half runs beside it in chaos-2, on the second core). */
describe('sync under a faulty network, seeds 1–500', () => {
  chaosSuite(Number(process.env.CHAOS_FIRST ?? 1), Number(process.env.CHAOS_SEEDS ?? 500));
});
