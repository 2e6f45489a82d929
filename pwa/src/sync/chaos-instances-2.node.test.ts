import { describe } from 'vitest';
import { chaosInstancesHalf, chaosSuite } from '../../test/sync/chaos-suite';

/** The second half of the seeds on two instances (see chaos-instances.node.test.ts). */
describe('sync under a faulty network, two server instances on PostgreSQL, second half', () => {
  chaosSuite(chaosInstancesHalf(2), { instances: 2 });
});
