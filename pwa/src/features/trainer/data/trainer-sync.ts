import { MAX_ROUNDS_PER_PUSH } from '@optolight/contract';
import type { TrainerRound } from '@optolight/domain';
import { oneAtATime } from '../../../lib/one-at-a-time';
import { pushOutcomes } from './outcome-queue';
import type { TrainerDb } from './trainer-db';
import { TrainerSyncError, type TrainerTransport } from './transport';

export type TrainerSyncResult =
  | { status: 'synced'; serverTotal: number }
  | { status: 'offline' | 'signIn' | 'refused'; message: string; link?: string };

const PAGE = 500;

/** Sends queued rounds in batches; stored and replayed ids leave the queue, refused ones stay. */
async function pushQueue(db: TrainerDb, transport: TrainerTransport): Promise<void> {
  for (;;) {
    const batch = await db.queue
      .where('status')
      .equals('pending')
      .limit(MAX_ROUNDS_PER_PUSH)
      .sortBy('queuedAt');
    if (!batch.length) return;
    const found = await db.rounds.bulkGet(batch.map((q) => q.id));
    const rounds = found.filter((r): r is TrainerRound => r !== undefined);
    // An entry without its round (never written by saveRound, but cheap to guard) would loop.
    const orphans = batch.filter((_, i) => found[i] === undefined).map((q) => q.id);
    if (orphans.length) await db.queue.bulkDelete(orphans);
    if (!rounds.length) continue;
    const { results } = await transport.push(rounds);
    if (!results.length) return;
    await db.transaction('rw', db.queue, async () => {
      for (const r of results) {
        if (r.status === 'stored' || r.status === 'duplicate') await db.queue.delete(r.id);
        else await db.queue.update(r.id, { status: 'rejected', error: r.message ?? r.status });
      }
    });
  }
}

/** Brings rounds played on other devices; page and cursor are stored together
 * (docs/sync-protocol.md#rule-6-pull-by-server-sequence). */
async function pull(db: TrainerDb, transport: TrainerTransport): Promise<number> {
  for (;;) {
    const since = (await db.meta.get('cursor'))?.value ?? 0;
    const page = await transport.list(since, PAGE);
    await db.transaction('rw', db.rounds, db.meta, async () => {
      await db.rounds.bulkPut(page.rounds);
      await db.meta.put({ key: 'cursor', value: page.cursor });
    });
    if (!page.hasMore) return page.total;
  }
}

const oneRunPerDb = oneAtATime<TrainerSyncResult>();

/**
 * Push, then pull. One run at a time per database, and a call during a run gets a run after it
 * (coming back online mid-run must not be answered "offline"); errors never drop a queued round.
 */
export function syncTrainer(
  db: TrainerDb,
  transport: TrainerTransport,
): Promise<TrainerSyncResult> {
  return oneRunPerDb(db, async (): Promise<TrainerSyncResult> => {
    try {
      await pushQueue(db, transport);
      await pushOutcomes(db, transport);
      return { status: 'synced', serverTotal: await pull(db, transport) };
    } catch (error) {
      if (!(error instanceof TrainerSyncError)) throw error;
      if (error.status === 401) return { status: 'signIn', message: error.message };
      if (error.status === 403)
        return {
          status: 'refused',
          message: error.message,
          ...(error.link ? { link: error.link } : {}),
        };
      return { status: 'offline', message: error.message };
    }
  });
}
