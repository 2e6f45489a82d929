import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { oneOrMany, preparedOn } from '../../db/prepared';
import { records, sectionRevisions, sections } from '../../db/schema';
import { nextServerSeq } from '../../db/server-seq';
import type { Db, Tx } from '../../db/storage';

export type RecordRow = typeof records.$inferSelect;
export type Kind = RecordRow['kind'];

export interface StoredSection {
  data: unknown;
  version: number;
}

/** Live records of one owner: one record, or those of a kind (under one parent). */
export type RecordScope =
  { ownerId: string; id: string } | { ownerId: string; kind: Kind; parentId?: string };

function scopeWhere(scope: RecordScope) {
  const where = [eq(records.ownerId, scope.ownerId), isNull(records.deletedAt)];
  if ('id' in scope) where.push(eq(records.id, scope.id));
  else {
    where.push(eq(records.kind, scope.kind));
    if (scope.parentId !== undefined) where.push(eq(records.parentId, scope.parentId));
  }
  return and(...where);
}

const p = sql.placeholder;
const bySection = and(eq(sections.recordId, p('recordId')), eq(sections.name, p('name')));

/** What a save reads of each stored section of its records. */
const storedSection = {
  recordId: sections.recordId,
  name: sections.name,
  data: sections.data,
  version: sections.version,
};

/** A stored section takes the new version's content and place in the feed. */
const sectionUpdate = {
  data: sql`excluded.data`,
  version: sql`excluded.version`,
  updatedAt: sql`excluded.updated_at`,
  serverSeq: sql`excluded.server_seq`,
  schemaVersion: sql`excluded.schema_version`,
};

/** The statements every section save runs, prepared once (db/prepared.ts). */
const saveQueries = {
  owned: preparedOn((db) =>
    db
      .select()
      .from(records)
      .where(
        and(eq(records.id, p('id')), eq(records.ownerId, p('ownerId')), isNull(records.deletedAt)),
      )
      .prepare(),
  ),
  byId: preparedOn((db) =>
    db
      .select()
      .from(records)
      .where(eq(records.id, p('id')))
      .prepare(),
  ),
  section: preparedOn((db) =>
    db
      .select({ data: sections.data, version: sections.version })
      .from(sections)
      .where(bySection)
      .prepare(),
  ),
  sectionsOfOne: preparedOn((db) =>
    db
      .select(storedSection)
      .from(sections)
      .where(eq(sections.recordId, p('recordId')))
      .prepare(),
  ),
  touch: preparedOn((db) =>
    db
      .update(records)
      .set({ updatedAt: sql`${p('updatedAt')}`, serverSeq: sql`${p('serverSeq')}` })
      .where(eq(records.id, p('id')))
      .prepare(),
  ),
  upsertSection: preparedOn((db) =>
    db
      .insert(sections)
      .values({
        recordId: p('recordId'),
        name: p('name'),
        ownerId: p('ownerId'),
        data: p('data'),
        version: p('version'),
        updatedAt: p('at'),
        serverSeq: p('serverSeq'),
        schemaVersion: p('schemaVersion'),
      })
      .onConflictDoUpdate({ target: [sections.recordId, sections.name], set: sectionUpdate })
      .prepare(),
  ),
  insertRevision: preparedOn((db) =>
    db
      .insert(sectionRevisions)
      .values({
        recordId: p('recordId'),
        name: p('name'),
        version: p('version'),
        data: p('data'),
        source: p('source'),
        createdAt: p('at'),
        schemaVersion: p('schemaVersion'),
      })
      .prepare(),
  ),
};

export const recordRepo = {
  /** A live record of this owner, or undefined: another owner's record is never found. */
  owned: async (db: Db, ownerId: string, id: string) =>
    (await saveQueries.owned(db).execute({ id, ownerId }))[0],
  byId: async (db: Db, id: string) => (await saveQueries.byId(db).execute({ id }))[0],
  byPatientNumber: async (db: Db, ownerId: string, patientNumber: string) =>
    (
      await db
        .select()
        .from(records)
        .where(
          and(
            eq(records.ownerId, ownerId),
            eq(records.patientNumber, patientNumber),
            isNull(records.deletedAt),
          ),
        )
    )[0],
  children: (db: Db, ownerId: string, parentId: string, kind: Kind) =>
    db
      .select()
      .from(records)
      .where(scopeWhere({ ownerId, kind, parentId }))
      .orderBy(asc(records.createdAt), asc(records.id)),
  /** Every live record right under a parent, of any kind (a main evaluation's notes and visit
   * entries). */
  under: (db: Db, ownerId: string, parentId: string) =>
    db
      .select()
      .from(records)
      .where(
        and(
          eq(records.ownerId, ownerId),
          eq(records.parentId, parentId),
          isNull(records.deletedAt),
        ),
      )
      .orderBy(asc(records.createdAt), asc(records.id)),
  ofKind: (db: Db, ownerId: string, kind: Kind) =>
    db
      .select()
      .from(records)
      .where(scopeWhere({ ownerId, kind }))
      .orderBy(asc(records.createdAt), asc(records.id)),
  insert: async (tx: Tx, row: Omit<typeof records.$inferInsert, 'serverSeq'>) => {
    await tx.insert(records).values({ ...row, serverSeq: await nextServerSeq(tx) });
  },
  /** Changes the record row itself (patient number, tombstone): a new place in the feed. */
  update: async (tx: Tx, id: string, patch: Partial<typeof records.$inferInsert>) => {
    await tx
      .update(records)
      .set({ ...patch, serverSeq: await nextServerSeq(tx) })
      .where(eq(records.id, id));
  },
  /**
   * Notes the time of a section change. The record moves in the feed too, so every device gets
   * the record's new updatedAt (its place in recent lists) and they all sort it alike.
   */
  touch: async (tx: Tx, id: string, updatedAt: string) => {
    await recordRepo.touchAt(tx, id, updatedAt, await nextServerSeq(tx));
  },
  /** As touch, at a feed position taken already. */
  touchAt: async (tx: Tx, id: string, updatedAt: string, serverSeq: number) => {
    await saveQueries.touch(tx).execute({ id, updatedAt, serverSeq });
  },
  /** A record and every live record below it (a patient's evaluations and their notes). */
  liveTree: async (db: Db, ownerId: string, id: string): Promise<string[]> => {
    const ids: string[] = [];
    for (let next = [id]; next.length;) {
      ids.push(...next);
      const rows = await db
        .select({ id: records.id })
        .from(records)
        .where(
          and(
            eq(records.ownerId, ownerId),
            inArray(records.parentId, next),
            isNull(records.deletedAt),
          ),
        );
      next = rows.map((r) => r.id);
    }
    return ids;
  },

  /** Which of these records are signed. */
  signedAmong: async (db: Db, ids: string[]): Promise<string[]> =>
    ids.length
      ? (
          await db
            .select({ id: records.id })
            .from(records)
            .where(and(inArray(records.id, ids), isNotNull(records.signedAt)))
        ).map((r) => r.id)
      : [],

  sections: async (db: Db, recordId: string): Promise<Map<string, StoredSection>> =>
    new Map(
      (await db.select().from(sections).where(eq(sections.recordId, recordId))).map((s) => [
        s.name,
        { data: s.data, version: s.version },
      ]),
    ),
  /** The sections of every record in scope, by record id: one statement whatever the count. */
  sectionsIn: async (
    db: Db,
    scope: RecordScope,
  ): Promise<Map<string, Map<string, StoredSection>>> => {
    const byRecord = new Map<string, Map<string, StoredSection>>();
    const inScope = db.select({ id: records.id }).from(records).where(scopeWhere(scope));
    for (const s of await db.select().from(sections).where(inArray(sections.recordId, inScope))) {
      const stored = byRecord.get(s.recordId) ?? new Map<string, StoredSection>();
      byRecord.set(s.recordId, stored.set(s.name, { data: s.data, version: s.version }));
    }
    return byRecord;
  },
  section: async (db: Db, recordId: string, name: string): Promise<StoredSection | undefined> =>
    (await saveQueries.section(db).execute({ recordId, name }))[0],
  /** The version REST last served or stored of a section; null when REST never showed it. */
  servedVersion: async (db: Db, recordId: string, name: string): Promise<number | null> =>
    (
      await db
        .select({ served: sections.servedVersion })
        .from(sections)
        .where(and(eq(sections.recordId, recordId), eq(sections.name, name)))
    )[0]?.served ?? null,
  /** Notes the version of a section the REST client now holds (it saved it, or was sent it). */
  storeServed: async (tx: Tx, recordId: string, name: string, version: number) => {
    await tx
      .update(sections)
      .set({ servedVersion: version })
      .where(and(eq(sections.recordId, recordId), eq(sections.name, name)));
  },
  /** Notes that REST is serving every section of these records as stored: one statement. */
  markServed: async (tx: Tx, scope: RecordScope) => {
    await tx
      .update(sections)
      .set({ servedVersion: sql`${sections.version}` })
      .where(
        and(
          inArray(
            sections.recordId,
            tx.select({ id: records.id }).from(records).where(scopeWhere(scope)),
          ),
          // Rows already marked are left alone: a read of unchanged sections writes nothing,
          // so it commits (and syncs to disk) nothing. IS DISTINCT FROM treats a null as a
          // value, in both dialects.
          sql`${sections.servedVersion} IS DISTINCT FROM ${sections.version}`,
        ),
      );
  },
  revision: async (db: Db, recordId: string, name: string, version: number) =>
    (
      await db
        .select()
        .from(sectionRevisions)
        .where(
          and(
            eq(sectionRevisions.recordId, recordId),
            eq(sectionRevisions.name, name),
            eq(sectionRevisions.version, version),
          ),
        )
    )[0],
  revisions: (db: Db, recordId: string, name: string) =>
    db
      .select()
      .from(sectionRevisions)
      .where(and(eq(sectionRevisions.recordId, recordId), eq(sectionRevisions.name, name)))
      .orderBy(asc(sectionRevisions.version)),
  /** The live records of this owner among `ids`: one statement (prepared for one id, a
   * tablet's usual push). */
  ownedIn: (db: Db, ownerId: string, ids: string[]) =>
    oneOrMany(
      ids,
      (id) => saveQueries.owned(db).execute({ id, ownerId }),
      (list) =>
        db
          .select()
          .from(records)
          .where(
            and(inArray(records.id, list), eq(records.ownerId, ownerId), isNull(records.deletedAt)),
          ),
    ),
  /** Every stored section of these records: one statement (prepared for one record). */
  sectionsOf: (db: Db, ids: string[]) =>
    oneOrMany(
      ids,
      (recordId) => saveQueries.sectionsOfOne(db).execute({ recordId }),
      (list) => db.select(storedSection).from(sections).where(inArray(sections.recordId, list)),
    ),
  /** Sections' latest versions, each with its place in the feed, and the versions in between
   * in the revision history: two statements whatever the count, prepared ones for a single
   * section (a tablet's usual push). */
  storeSectionRows: async (
    tx: Tx,
    latest: (typeof sections.$inferInsert)[],
    revisions: (typeof sectionRevisions.$inferInsert)[],
  ) => {
    if (latest.length)
      await oneOrMany(
        latest,
        (row) => saveQueries.upsertSection(tx).execute({ ...row, at: row.updatedAt }),
        (rows) =>
          tx
            .insert(sections)
            .values(rows)
            .onConflictDoUpdate({ target: [sections.recordId, sections.name], set: sectionUpdate }),
      );
    if (revisions.length)
      await oneOrMany(
        revisions,
        (revision) =>
          saveQueries.insertRevision(tx).execute({ ...revision, at: revision.createdAt }),
        (rows) => tx.insert(sectionRevisions).values(rows),
      );
  },
  /** Writes a section's new version and keeps it in the revision history. */
  storeSectionRow: async (
    tx: Tx,
    w: {
      recordId: string;
      ownerId: string;
      name: string;
      data: unknown;
      version: number;
      source: string;
      at: string;
      /** The version of the section's shape `data` is in. */
      schemaVersion: number;
    },
  ) => {
    const serverSeq = await nextServerSeq(tx);
    await saveQueries.upsertSection(tx).execute({ ...w, serverSeq });
    await saveQueries.insertRevision(tx).execute(w);
  },
};
