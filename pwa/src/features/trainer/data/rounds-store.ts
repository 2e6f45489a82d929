import { TrainerRound } from '@optolight/domain';
import { guardQuota } from '../../../db/errors';
import type { TrainerDb } from './trainer-db';

/**
 * Saves a finished round and queues it for the server in one transaction: both are stored or
 * neither (docs/sync-protocol.md#rule-1-one-transaction-per-save). The round is checked with the
 * same schema the server uses first.
 */
export async function saveRound(db: TrainerDb, round: TrainerRound, now = new Date()) {
  const valid = TrainerRound.parse(round);
  await guardQuota(() =>
    db.transaction('rw', db.rounds, db.queue, async () => {
      await db.rounds.put(valid);
      await db.queue.put({ id: valid.id, queuedAt: now.toISOString(), status: 'pending' });
    }),
  );
}

/** Rounds played on this device and pulled from the server: one row per id, so no doubles. */
export const countRounds = (db: TrainerDb) => db.rounds.count();

export const pendingCount = (db: TrainerDb) => db.queue.where('status').equals('pending').count();

export const rejectedRounds = (db: TrainerDb) =>
  db.queue.where('status').equals('rejected').toArray();
