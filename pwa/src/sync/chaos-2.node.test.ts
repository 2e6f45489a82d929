import { describe } from 'vitest';
import { chaosHalf, chaosSuite } from '../../test/sync/chaos-suite';

/** The second half of the seeds, right after the first half's (see chaos.node.test.ts). */
describe('sync under a faulty network, second half', () => {
  chaosSuite(chaosHalf(2));
});
