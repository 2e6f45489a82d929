import type { MutationResult, SyncConflict } from '@optolight/contract';
import { and, asc, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { conflicts, devices, mutations, records, sections } from '../../db/schema';
import { oneOrMany, preparedOn } from '../../db/prepared';
import type { Db, Tx } from '../../db/storage';
import {
  frontDeskKinds,
  frontDeskSections,
  planDateSections,
  type FeedView,
} from '../practice/front-desk';

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

const p = sql.placeholder;
/** Run once per pushed entry: prepared once (db/prepared.ts). */
const insertMutation = preparedOn((db) =>
  db
    .insert(mutations)
    .values({
      deviceId: p('deviceId'),
      seq: p('seq'),
      mutationId: p('mutationId'),
      digest: p('digest'),
      result: p('result'),
      appliedAt: p('at'),
    })
    .prepare(),
);

/** Every push reads, claims and acknowledges its device: prepared once (db/prepared.ts). */
const deviceQueries = {
  byId: preparedOn((db) =>
    db
      .select()
      .from(devices)
      .where(eq(devices.id, p('id')))
      .prepare(),
  ),
  claim: preparedOn((db) =>
    db
      .update(devices)
      .set({ lastSeenAt: sql`${p('at')}` })
      .where(eq(devices.id, p('id')))
      .returning({ userId: devices.userId, lastSeq: devices.lastSeq })
      .prepare(),
  ),
  ack: preparedOn((db) =>
    db
      .update(devices)
      .set({ lastSeq: sql`${p('lastSeq')}`, lastSeenAt: sql`${p('at')}` })
      .where(eq(devices.id, p('id')))
      .prepare(),
  ),
};

const onlyFor = (view: FeedView, filter: () => SQL) => (view === 'all' ? undefined : filter());

/** The feed's queries run on every pull of every device: prepared once per view (db/prepared.ts). */
function feedQueries(view: FeedView) {
  const kinds = () => inArray(records.kind, [...frontDeskKinds]);
  return {
    recordsAfter: preparedOn((db) =>
      db
        .select()
        .from(records)
        .where(
          and(
            eq(records.ownerId, p('ownerId')),
            gt(records.serverSeq, p('cursor')),
            onlyFor(view, kinds),
          ),
        )
        .orderBy(asc(records.serverSeq))
        .limit(p('limit'))
        .prepare(),
    ),
    countRecordsAfter: preparedOn((db) =>
      db
        .select({ n: count() })
        .from(records)
        .where(
          and(
            eq(records.ownerId, p('ownerId')),
            gt(records.serverSeq, p('cursor')),
            onlyFor(view, kinds),
          ),
        )
        .prepare(),
    ),
    sectionsAfter: preparedOn((db) =>
      db
        .select()
        .from(sections)
        .where(
          and(
            eq(sections.ownerId, p('ownerId')),
            gt(sections.serverSeq, p('cursor')),
            onlyFor(view, () =>
              inArray(sections.name, [...frontDeskSections, ...planDateSections]),
            ),
          ),
        )
        .orderBy(asc(sections.serverSeq))
        .limit(p('limit'))
        .prepare(),
    ),
    conflictsAfter: preparedOn((db) =>
      db
        .select()
        .from(conflicts)
        .where(
          and(
            eq(conflicts.ownerId, p('ownerId')),
            gt(conflicts.serverSeq, p('cursor')),
            onlyFor(view, () => inArray(conflicts.section, [...frontDeskSections])),
          ),
        )
        .orderBy(asc(conflicts.serverSeq))
        .limit(p('limit'))
        .prepare(),
    ),
  };
}
const feeds: Record<FeedView, ReturnType<typeof feedQueries>> = {
  all: feedQueries('all'),
  frontDesk: feedQueries('frontDesk'),
};

export const syncRepo = {
  device: async (db: Db, id: string) => (await deviceQueries.byId(db).execute({ id }))[0],
  /**
   * The device as its batch starts, its row held until the batch commits: a second instance
   * given the same batch at once waits here, then reads the seqs the first applied and answers
   * them as replays (docs/sync-protocol.md#rule-4-pushes-are-ordered-and-deduplicated).
   */
  claimDevice: async (tx: Tx, id: string, at: string) =>
    (await deviceQueries.claim(tx).execute({ id, at }))[0],
  insertDevice: async (tx: Tx, id: string, userId: string, name: string | null, at: string) => {
    await tx
      .insert(devices)
      .values({ id, userId, name, lastSeq: 0, createdAt: at, lastSeenAt: at });
  },
  nameDevice: async (tx: Tx, id: string, name: string) => {
    await tx.update(devices).set({ name }).where(eq(devices.id, id));
  },
  ackDevice: async (tx: Tx, id: string, lastSeq: number, at: string) => {
    await deviceQueries.ack(tx).execute({ id, lastSeq, at });
  },

  storedMutation: async (db: Db, deviceId: string, seq: number) => {
    const [row] = await db
      .select()
      .from(mutations)
      .where(and(eq(mutations.deviceId, deviceId), eq(mutations.seq, seq)));
    return (
      row && {
        mutationId: row.mutationId,
        digest: row.digest,
        result: row.result as MutationResult,
      }
    );
  },
  storeResult: async (
    tx: Tx,
    deviceId: string,
    seq: number,
    mutationId: string,
    result: MutationResult,
    at: string,
    digest: string | null,
  ) => {
    await insertMutation(tx).execute({ deviceId, seq, mutationId, result, at, digest });
  },

  /** Several entries' results at once (the batch is at most a push's size); one, a tablet's
   * usual push, by the statement prepared for it. */
  storeResults: async (tx: Tx, rows: (typeof mutations.$inferInsert)[]) => {
    if (rows.length)
      await oneOrMany(
        rows,
        (row) => insertMutation(tx).execute({ ...row, at: row.appliedAt }),
        (list) => tx.insert(mutations).values(list),
      );
  },

  insertConflict: async (tx: Tx, row: ConflictRow) => {
    await tx.insert(conflicts).values(row);
  },
  conflict: async (db: Db, ownerId: string, id: string) =>
    (
      await db
        .select()
        .from(conflicts)
        .where(and(eq(conflicts.id, id), eq(conflicts.ownerId, ownerId)))
    )[0],
  resolveConflict: async (tx: Tx, id: string, at: string, serverSeq: number) => {
    await tx.update(conflicts).set({ resolvedAt: at, serverSeq }).where(eq(conflicts.id, id));
  },

  /** The practice's feed after a cursor, as a view sees it: each table's first `limit` rows by
   * feed position. */
  recordsAfter: (db: Db, view: FeedView, ownerId: string, cursor: number, limit: number) =>
    feeds[view].recordsAfter(db).execute({ ownerId, cursor, limit }),
  countRecordsAfter: async (db: Db, view: FeedView, ownerId: string, cursor: number) =>
    (await feeds[view].countRecordsAfter(db).execute({ ownerId, cursor }))[0]?.n ?? 0,
  sectionsAfter: (db: Db, view: FeedView, ownerId: string, cursor: number, limit: number) =>
    feeds[view].sectionsAfter(db).execute({ ownerId, cursor, limit }),
  conflictsAfter: (db: Db, view: FeedView, ownerId: string, cursor: number, limit: number) =>
    feeds[view].conflictsAfter(db).execute({ ownerId, cursor, limit }),
};
