import { describe } from 'vitest';
import { chaosHalf, chaosSuite } from '../../test/sync/chaos-suite';

/** The first half of the seeds (the second runs beside it in chaos-2, on the second core). */
describe('sync under a faulty network, first half', () => {
  chaosSuite(chaosHalf(1));
});
