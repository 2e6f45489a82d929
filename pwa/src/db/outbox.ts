import { v7 as uuidv7 } from 'uuid';
import { getMeta, setMeta } from './meta';
import type { OptolightDb, OutboxEntry } from './schema';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type NewEntry = DistributiveOmit<
  OutboxEntry,
  'seq' | 'mutationId' | 'status' | 'attempted' | 'createdAt'
>;

/**
 * Appends a mutation with the device's next seq. Must run inside the caller's transaction (with
 * `meta` and `outbox` in scope), so the seq, the entry and the data it describes commit together.
 */
export async function appendEntry(db: OptolightDb, entry: NewEntry): Promise<OutboxEntry> {
  const full = newEntry(entry, (await getMeta(db, 'lastSeq', 0)) + 1);
  await Promise.all([db.outbox.add(full), setMeta(db, 'lastSeq', full.seq)]);
  return full;
}

/** A pending entry numbered `seq`, not yet sent. */
export const newEntry = (entry: NewEntry, seq: number): OutboxEntry => ({
  ...entry,
  seq,
  mutationId: uuidv7(),
  status: 'pending',
  attempted: false,
  createdAt: new Date().toISOString(),
});

/** Entries still to reach the server, oldest first. */
export function pendingEntries(db: OptolightDb, limit = Infinity): Promise<OutboxEntry[]> {
  return db.outbox.where('status').equals('pending').limit(limit).sortBy('seq');
}

export function countPending(db: OptolightDb): Promise<number> {
  return db.outbox.where('status').equals('pending').count();
}

/**
 * Whether the server has the record yet: false while its creation still waits in the outbox
 * (made on this tablet, not yet synced, or refused). Reads about it are not asked for until then:
 * the server would answer that it has no such record.
 */
export async function isOnServer(db: OptolightDb, recordId: string): Promise<boolean> {
  const waiting = await db.outbox
    .where('recordId')
    .equals(recordId)
    .filter((e) => e.type === 'createRecord')
    .count();
  return waiting === 0;
}
