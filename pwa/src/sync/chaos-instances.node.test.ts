import { describe } from 'vitest';
import { chaosInstancesHalf, chaosSuite } from '../../test/sync/chaos-suite';

/**
 * The chaos run against two server instances sharing one PostgreSQL database, each request going
 * to the next instance: the first half of CHAOS_INSTANCE_SEEDS (200) seeds, from CHAOS_FIRST (1);
 * the second half runs beside it in chaos-instances-2.
 */
describe('sync under a faulty network, two server instances on PostgreSQL, first half', () => {
  chaosSuite(chaosInstancesHalf(1), { instances: 2 });
});
