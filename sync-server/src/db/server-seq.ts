import { sql } from 'drizzle-orm';
import type { Tx } from '../modules/records/repo';
import { counters } from './schema';

/**
 * The next position in the change feed. Called inside the transaction that makes the change,
 * so a feed position is never handed out for a change that did not commit.
 */
export function nextServerSeq(tx: Tx): number {
  const row = tx
    .insert(counters)
    .values({ name: 'serverSeq', value: 1 })
    .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
    .returning({ value: counters.value })
    .get();
  return row.value;
}
