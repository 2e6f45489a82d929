import type { MutationResult, SyncConflict } from '@optolight/contract';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { conflicts, devices, mutations, records, sections } from '../../db/schema';
import { statements } from '../../db/statements';
import type { Tx } from '../records/repo';

type ConflictRow = typeof conflicts.$inferSelect;

export const toConflict = (row: ConflictRow): SyncConflict => ({
  id: row.id,
  recordId: row.recordId,
  section: row.section,
  fields: row.fields as SyncConflict['fields'],
  deviceId: row.deviceId,
  ...(row.sides ? { sides: row.sides as NonNullable<SyncConflict['sides']> } : {}),
  createdAt: row.createdAt,
  resolvedAt: row.resolvedAt,
});

export const syncRepo = {
  device: (tx: Tx, id: string) => tx.select().from(devices).where(eq(devices.id, id)).get(),
  insertDevice: (tx: Tx, id: string, userId: string, name: string | null, at: string) =>
    tx
      .insert(devices)
      .values({ id, userId, name, lastSeq: 0, createdAt: at, lastSeenAt: at })
      .run(),
  nameDevice: (tx: Tx, id: string, name: string) =>
    tx.update(devices).set({ name }).where(eq(devices.id, id)).run(),
  ackDevice: (tx: Tx, id: string, lastSeq: number, at: string) =>
    tx.update(devices).set({ lastSeq, lastSeenAt: at }).where(eq(devices.id, id)).run(),

  storedMutation: (tx: Tx, deviceId: string, seq: number) => {
    const row = tx
      .select()
      .from(mutations)
      .where(and(eq(mutations.deviceId, deviceId), eq(mutations.seq, seq)))
      .get();
    return row && { mutationId: row.mutationId, result: row.result as MutationResult };
  },
  storeResult: (
    tx: Tx,
    deviceId: string,
    seq: number,
    mutationId: string,
    result: MutationResult,
    at: string,
  ) => statements(tx).insertMutation.run(deviceId, seq, mutationId, JSON.stringify(result), at),

  insertConflict: (tx: Tx, row: ConflictRow) => tx.insert(conflicts).values(row).run(),
  conflict: (tx: Tx, ownerId: string, id: string) =>
    tx
      .select()
      .from(conflicts)
      .where(and(eq(conflicts.id, id), eq(conflicts.ownerId, ownerId)))
      .get(),
  resolveConflict: (tx: Tx, id: string, at: string, serverSeq: number) =>
    tx.update(conflicts).set({ resolvedAt: at, serverSeq }).where(eq(conflicts.id, id)).run(),

  /** The account's feed after a cursor: each table's first `limit` rows by feed position. */
  recordsAfter: (tx: Tx, ownerId: string, cursor: number, limit: number) =>
    tx
      .select()
      .from(records)
      .where(and(eq(records.ownerId, ownerId), gt(records.serverSeq, cursor)))
      .orderBy(asc(records.serverSeq))
      .limit(limit)
      .all(),
  countRecordsAfter: (tx: Tx, ownerId: string, cursor: number) =>
    tx
      .select({ n: count() })
      .from(records)
      .where(and(eq(records.ownerId, ownerId), gt(records.serverSeq, cursor)))
      .get()?.n ?? 0,
  sectionsAfter: (tx: Tx, ownerId: string, cursor: number, limit: number) =>
    tx
      .select()
      .from(sections)
      .where(and(eq(sections.ownerId, ownerId), gt(sections.serverSeq, cursor)))
      .orderBy(asc(sections.serverSeq))
      .limit(limit)
      .all(),
  conflictsAfter: (tx: Tx, ownerId: string, cursor: number, limit: number) =>
    tx
      .select()
      .from(conflicts)
      .where(and(eq(conflicts.ownerId, ownerId), gt(conflicts.serverSeq, cursor)))
      .orderBy(asc(conflicts.serverSeq))
      .limit(limit)
      .all(),
};
