import type { TrainerRound } from '@optolight/domain';
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import { trainerRounds } from '../../db/schema';
import type { Tx } from '../records/repo';

export const trainerRepo = {
  /** Who owns each of these ids already (a replay, or another account's round). */
  owners: (tx: Tx, ids: string[]) =>
    new Map(
      tx
        .select({ id: trainerRounds.id, ownerId: trainerRounds.ownerId })
        .from(trainerRounds)
        .where(inArray(trainerRounds.id, ids))
        .all()
        .map((r) => [r.id, r.ownerId]),
    ),

  /** Reserves `n` consecutive arrival numbers; returns the first. */
  reserveSeqs: (tx: Tx, n: number): number => {
    const row = tx.$client
      .prepare<[number, number], { value: number }>(
        `INSERT INTO counters (name, value) VALUES ('trainerSeq', ?)
         ON CONFLICT (name) DO UPDATE SET value = value + ? RETURNING value`,
      )
      .get(n, n);
    return (row?.value ?? n) - n + 1;
  },

  insert: (tx: Tx, ownerId: string, round: TrainerRound, seq: number, at: string) =>
    tx
      .insert(trainerRounds)
      .values({
        id: round.id,
        ownerId,
        exercise: round.exercise,
        startedAt: round.startedAt,
        data: round,
        seq,
        createdAt: at,
      })
      .run(),

  page: (tx: Tx, ownerId: string, since: number, limit: number) =>
    tx
      .select()
      .from(trainerRounds)
      .where(and(eq(trainerRounds.ownerId, ownerId), gt(trainerRounds.seq, since)))
      .orderBy(asc(trainerRounds.seq))
      .limit(limit)
      .all(),

  count: (tx: Tx, ownerId: string): number =>
    tx.select({ n: count() }).from(trainerRounds).where(eq(trainerRounds.ownerId, ownerId)).get()
      ?.n ?? 0,
};
