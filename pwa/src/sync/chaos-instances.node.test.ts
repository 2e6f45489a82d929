import { describe } from 'vitest';
import { chaosSuite } from '../../test/sync/chaos-suite';

/**
 * The chaos run against two server instances sharing one PostgreSQL database, each request going
 * to the next instance: CHAOS_INSTANCE_SEEDS (200) seeds, from CHAOS_FIRST (1).
 */
describe('sync under a faulty network, two server instances on PostgreSQL', () => {
  chaosSuite(
    {
      first: Number(process.env.CHAOS_FIRST ?? 1),
      count: Number(process.env.CHAOS_INSTANCE_SEEDS ?? 200),
    },
    { instances: 2 },
  );
});
