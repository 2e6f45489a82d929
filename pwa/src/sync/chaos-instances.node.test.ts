import { describe } from 'vitest';
import { chaosInstanceSeeds, chaosSuite } from '../../test/sync/chaos-suite';

/**
 * The chaos run against two server instances sharing one PostgreSQL database, each request going
 * to the next instance: CHAOS_INSTANCE_SEEDS (100) seeds from CHAOS_FIRST (1).
 */
describe('sync under a faulty network, two server instances on PostgreSQL', () => {
  chaosSuite(chaosInstanceSeeds(), { instances: 2 });
});
