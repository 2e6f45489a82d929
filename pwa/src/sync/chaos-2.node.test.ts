import { describe } from 'vitest';
import { chaosSuite } from '../../test/sync/chaos-suite';

describe('sync under a faulty network, seeds 501–1000', () => {
  chaosSuite(501, Number(process.env.CHAOS_SEEDS ?? 500));
});
