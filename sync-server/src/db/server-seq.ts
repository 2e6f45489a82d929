import { sql } from 'drizzle-orm';
import { preparedOn } from './prepared';
import { counters } from './schema';
import type { Tx } from './storage';

const increment = preparedOn((db) =>
  db
    .insert(counters)
    .values({ name: 'serverSeq', value: 1 })
    .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
    .returning({ value: counters.value })
    .prepare(),
);

/**
 * The next position in the change feed. Called inside the transaction that makes the change,
 * so a feed position is never handed out for a change that did not commit.
 */
export async function nextServerSeq(tx: Tx): Promise<number> {
  const [row] = await increment(tx).execute();
  if (!row) throw new Error('serverSeq counter did not answer');
  return row.value;
}
