import { sql } from 'drizzle-orm';
import { preparedOn } from './prepared';
import { counters } from './schema';
import { scopeOf, type Tx } from './storage';

const GLOBAL = 'serverSeq';
const p = sql.placeholder;

/**
 * A write that names its practice counts on the practice's own counter, starting above the
 * shared one: the practice's writes run one at a time (the practice's lock), so its positions
 * are handed out and committed in order, while another practice's writes count beside them
 * without waiting on one counter row. Taken in one statement, above whatever either counter
 * holds.
 */
const reserveInPractice = preparedOn((db) =>
  db
    .insert(counters)
    .values({
      name: sql`${p('name')}`,
      value: sql`(SELECT COALESCE(MAX(${counters.value}), 0) FROM ${counters} WHERE ${counters.name} IN (${GLOBAL}, ${p('name')})) + ${p('n')}`,
    })
    .onConflictDoUpdate({
      target: counters.name,
      set: {
        value: sql`(SELECT MAX(${counters.value}) FROM ${counters} WHERE ${counters.name} IN (${GLOBAL}, ${p('name')})) + ${p('n')}`,
      },
    })
    .returning({ value: counters.value })
    .prepare(),
);

/**
 * A write that names no practice runs alone (every practice's writes wait for it), and may
 * change any practice's rows: it counts above every counter, so each practice's next position
 * is above it too.
 */
const reserveAboveAll = preparedOn((db) =>
  db
    .insert(counters)
    .values({
      name: GLOBAL,
      value: sql`(SELECT COALESCE(MAX(${counters.value}), 0) FROM ${counters}) + ${p('n')}`,
    })
    .onConflictDoUpdate({
      target: counters.name,
      set: { value: sql`(SELECT MAX(${counters.value}) FROM ${counters}) + ${p('n')}` },
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

/**
 * The first of `n` consecutive feed positions, taken in one statement (as nextServerSeq). A
 * device reads one practice's feed, so positions only have to rise within a practice: a write
 * of the practice, or any write that names none, comes after every position handed out before
 * it (docs/sync-protocol.md#rule-6-pull-by-server-sequence).
 */
export async function reserveServerSeqs(tx: Tx, n: number): Promise<number> {
  const scope = scopeOf(tx);
  const [row] = scope
    ? await reserveInPractice(tx).execute({ name: `${GLOBAL}:${scope.practice}`, n })
    : await reserveAboveAll(tx).execute({ n });
  if (!row) throw new Error('serverSeq counter did not answer');
  return row.value - n + 1;
}
