import type { Db } from './client';
import { statements } from './statements';

/**
 * The next position in the change feed. Called inside the transaction that makes the change,
 * so a feed position is never handed out for a change that did not commit.
 */
export function nextServerSeq(db: Db): number {
  const row = statements(db).nextSeq.get();
  if (!row) throw new Error('serverSeq counter did not answer');
  return row.value;
}
