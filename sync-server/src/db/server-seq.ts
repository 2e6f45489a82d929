import { sql } from 'drizzle-orm';
import { preparedOn } from './prepared';
import { counters } from './schema';
import type { Tx } from './storage';

const reserve = preparedOn((db) =>
  db
    .insert(counters)
    .values({ name: 'serverSeq', value: sql`${sql.placeholder('n')}` })
    .onConflictDoUpdate({
      target: counters.name,
      set: { value: sql`${counters.value} + ${sql.placeholder('n')}` },
    })
    .returning({ value: counters.value })
    .prepare(),
);

/**
 * The next position in the change feed. Called inside the transaction that makes the change,
 * so a feed position is never handed out for a change that did not commit.
 */
export async function nextServerSeq(tx: Tx): Promise<number> {
  return reserveServerSeqs(tx, 1);
}

/** The first of `n` consecutive feed positions, taken in one statement (as nextServerSeq). */
export async function reserveServerSeqs(tx: Tx, n: number): Promise<number> {
  const [row] = await reserve(tx).execute({ n });
  if (!row) throw new Error('serverSeq counter did not answer');
  return row.value - n + 1;
}
