import type { TrainerRound } from '@optolight/domain';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { counters, trainerRounds } from '../../db/schema';
import type { Db, Tx } from '../../db/storage';

export const trainerRepo = {
  /** Who owns each of these ids already, and what is stored (a replay, a reused id, or another
   * account's round). */
  owners: async (db: Db, ids: string[]) =>
    new Map(
      (
        await db
          .select({
            id: trainerRounds.id,
            ownerId: trainerRounds.ownerId,
            data: trainerRounds.data,
          })
          .from(trainerRounds)
          .where(inArray(trainerRounds.id, ids))
      ).map((r) => [r.id, { ownerId: r.ownerId, data: r.data }]),
    ),

  /** Reserves `n` consecutive arrival numbers; returns the first. */
  reserveSeqs: async (tx: Tx, n: number): Promise<number> => {
    const [row] = await tx
      .insert(counters)
      .values({ name: 'trainerSeq', value: n })
      .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + ${n}` } })
      .returning({ value: counters.value });
    return (row?.value ?? n) - n + 1;
  },

  insert: async (
    tx: Tx,
    ownerId: string,
    round: TrainerRound,
    seq: number,
    at: string,
    linkId: string | null,
  ) => {
    await tx.insert(trainerRounds).values({
      id: round.id,
      ownerId,
      exercise: round.exercise,
      startedAt: round.startedAt,
      data: round,
      seq,
      createdAt: at,
      linkId,
    });
  },

  page: (db: Db, ownerId: string, since: number, limit: number) =>
    db
      .select()
      .from(trainerRounds)
      .where(and(eq(trainerRounds.ownerId, ownerId), gt(trainerRounds.seq, since)))
      .orderBy(asc(trainerRounds.seq))
      .limit(limit),

  count: async (db: Db, ownerId: string): Promise<number> =>
    (
      await db.select({ n: count() }).from(trainerRounds).where(eq(trainerRounds.ownerId, ownerId))
    )[0]?.n ?? 0,
};
