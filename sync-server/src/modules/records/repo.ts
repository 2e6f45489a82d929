import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { records, sectionRevisions, sections } from '../../db/schema';
import { nextServerSeq } from '../../db/server-seq';
import { statements } from '../../db/statements';

export type RecordRow = typeof records.$inferSelect;
export type Kind = RecordRow['kind'];
/** Everything runs on the one connection; transactions are `inTransaction` (db/statements). */
export type Tx = Db;

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

export const recordRepo = {
  /** A live record of this owner, or undefined: another owner's record is never found. */
  owned: (db: Tx, ownerId: string, id: string) =>
    db
      .select()
      .from(records)
      .where(and(eq(records.id, id), eq(records.ownerId, ownerId), isNull(records.deletedAt)))
      .get(),
  byId: (db: Tx, id: string) => db.select().from(records).where(eq(records.id, id)).get(),
  byPatientNumber: (db: Tx, ownerId: string, patientNumber: string) =>
    db
      .select()
      .from(records)
      .where(
        and(
          eq(records.ownerId, ownerId),
          eq(records.patientNumber, patientNumber),
          isNull(records.deletedAt),
        ),
      )
      .get(),
  children: (db: Tx, ownerId: string, parentId: string, kind: Kind) =>
    db
      .select()
      .from(records)
      .where(scopeWhere({ ownerId, kind, parentId }))
      .orderBy(asc(records.createdAt), asc(records.id))
      .all(),
  ofKind: (db: Tx, ownerId: string, kind: Kind) =>
    db
      .select()
      .from(records)
      .where(scopeWhere({ ownerId, kind }))
      .orderBy(asc(records.createdAt), asc(records.id))
      .all(),
  insert: (db: Tx, row: Omit<typeof records.$inferInsert, 'serverSeq'>) =>
    db
      .insert(records)
      .values({ ...row, serverSeq: nextServerSeq(db) })
      .run(),
  /** Changes the record row itself (patient number, tombstone): a new place in the feed. */
  update: (db: Tx, id: string, patch: Partial<typeof records.$inferInsert>) =>
    db
      .update(records)
      .set({ ...patch, serverSeq: nextServerSeq(db) })
      .where(eq(records.id, id))
      .run(),
  /**
   * Notes the time of a section change. The record moves in the feed too, so every device gets
   * the record's new updatedAt (its place in recent lists) and they all sort it alike.
   */
  touch: (db: Tx, id: string, updatedAt: string) =>
    statements(db).touchRecord.run(updatedAt, nextServerSeq(db), id),
  /** A record and every live record below it (a patient's evaluations and their notes). */
  liveTree: (db: Tx, ownerId: string, id: string): string[] => {
    const ids: string[] = [];
    for (let next = [id]; next.length;) {
      ids.push(...next);
      next = db
        .select({ id: records.id })
        .from(records)
        .where(
          and(
            eq(records.ownerId, ownerId),
            inArray(records.parentId, next),
            isNull(records.deletedAt),
          ),
        )
        .all()
        .map((r) => r.id);
    }
    return ids;
  },

  sections: (db: Tx, recordId: string): Map<string, StoredSection> =>
    new Map(
      db
        .select()
        .from(sections)
        .where(eq(sections.recordId, recordId))
        .all()
        .map((s) => [s.name, { data: s.data, version: s.version }]),
    ),
  /** The sections of every record in scope, by record id: one statement whatever the count. */
  sectionsIn: (db: Tx, scope: RecordScope): Map<string, Map<string, StoredSection>> => {
    const byRecord = new Map<string, Map<string, StoredSection>>();
    const inScope = db.select({ id: records.id }).from(records).where(scopeWhere(scope));
    for (const s of db.select().from(sections).where(inArray(sections.recordId, inScope)).all()) {
      const stored = byRecord.get(s.recordId) ?? new Map<string, StoredSection>();
      byRecord.set(s.recordId, stored.set(s.name, { data: s.data, version: s.version }));
    }
    return byRecord;
  },
  section: (db: Tx, recordId: string, name: string): StoredSection | undefined => {
    const row = statements(db).section.get(recordId, name);
    return row ? { data: JSON.parse(row.data) as unknown, version: row.version } : undefined;
  },
  /** The version REST last served or stored of a section; null when REST never showed it. */
  servedVersion: (db: Tx, recordId: string, name: string): number | null =>
    db
      .select({ served: sections.servedVersion })
      .from(sections)
      .where(and(eq(sections.recordId, recordId), eq(sections.name, name)))
      .get()?.served ?? null,
  /** Notes the version of a section the REST client now holds (it saved it, or was sent it). */
  storeServed: (db: Tx, recordId: string, name: string, version: number) =>
    db
      .update(sections)
      .set({ servedVersion: version })
      .where(and(eq(sections.recordId, recordId), eq(sections.name, name)))
      .run(),
  /** Notes that REST is serving every section of these records as stored: one statement. */
  markServed: (db: Tx, scope: RecordScope) =>
    db
      .update(sections)
      .set({ servedVersion: sql`${sections.version}` })
      .where(
        and(
          inArray(
            sections.recordId,
            db.select({ id: records.id }).from(records).where(scopeWhere(scope)),
          ),
          // Rows already marked are left alone: a read of unchanged sections writes nothing,
          // so it commits (and syncs to disk) nothing.
          sql`${sections.servedVersion} IS NOT ${sections.version}`,
        ),
      )
      .run(),
  revision: (db: Tx, recordId: string, name: string, version: number) =>
    db
      .select()
      .from(sectionRevisions)
      .where(
        and(
          eq(sectionRevisions.recordId, recordId),
          eq(sectionRevisions.name, name),
          eq(sectionRevisions.version, version),
        ),
      )
      .get(),
  revisions: (db: Tx, recordId: string, name: string) =>
    db
      .select()
      .from(sectionRevisions)
      .where(and(eq(sectionRevisions.recordId, recordId), eq(sectionRevisions.name, name)))
      .orderBy(asc(sectionRevisions.version))
      .all(),
  /** Writes a section's new version and keeps it in the revision history. */
  storeSectionRow: (
    db: Tx,
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
    const { recordId, ownerId, name, data, version, source, at, schemaVersion } = w;
    const serverSeq = nextServerSeq(db);
    const json = JSON.stringify(data);
    const st = statements(db);
    st.upsertSection.run(recordId, name, ownerId, json, version, at, serverSeq, schemaVersion);
    st.insertRevision.run(recordId, name, version, json, source, at, schemaVersion);
  },
};
