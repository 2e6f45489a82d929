import { count, countDistinct, eq } from 'drizzle-orm';
import { devices, mutations } from '../src/db/schema';
import type { Storage } from '../src/db/storage';

/** Per device: the mutation rows stored, how many distinct seqs they hold, and the seq
 * acknowledged. A push applied twice or a seq skipped shows as a mismatch. Either dialect. */
export async function mutationCounts(storage: Storage) {
  return storage.read
    .select({
      deviceId: devices.id,
      lastSeq: devices.lastSeq,
      rows: count(mutations.seq),
      distinct: countDistinct(mutations.seq),
    })
    .from(devices)
    .leftJoin(mutations, eq(mutations.deviceId, devices.id))
    .groupBy(devices.id);
}
