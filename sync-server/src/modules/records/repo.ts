import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { records, sectionRevisions, sections } from '../../db/schema';

export type RecordRow = typeof records.$inferSelect;
export type Kind = RecordRow['kind'];
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface StoredSection {
  data: unknown;
  version: number;
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
      .where(
        and(
          eq(records.ownerId, ownerId),
          eq(records.parentId, parentId),
          eq(records.kind, kind),
          isNull(records.deletedAt),
        ),
      )
      .orderBy(asc(records.createdAt), asc(records.id))
      .all(),
  ofKind: (db: Tx, ownerId: string, kind: Kind) =>
    db
      .select()
      .from(records)
      .where(and(eq(records.ownerId, ownerId), eq(records.kind, kind), isNull(records.deletedAt)))
      .orderBy(asc(records.createdAt), asc(records.id))
      .all(),
  insert: (db: Tx, row: typeof records.$inferInsert) => db.insert(records).values(row).run(),
  touch: (db: Tx, id: string, patch: Partial<typeof records.$inferInsert>) =>
    db.update(records).set(patch).where(eq(records.id, id)).run(),

  sections: (db: Tx, recordId: string): Map<string, StoredSection> =>
    new Map(
      db
        .select()
        .from(sections)
        .where(eq(sections.recordId, recordId))
        .all()
        .map((s) => [s.name, { data: s.data, version: s.version }]),
    ),
  section: (db: Tx, recordId: string, name: string) =>
    db
      .select()
      .from(sections)
      .where(and(eq(sections.recordId, recordId), eq(sections.name, name)))
      .get(),
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
  writeSection: (
    db: Tx,
    recordId: string,
    name: string,
    data: unknown,
    version: number,
    source: string,
    at: string,
  ) => {
    db.insert(sections)
      .values({ recordId, name, data, version, updatedAt: at })
      .onConflictDoUpdate({
        target: [sections.recordId, sections.name],
        set: { data, version, updatedAt: at },
      })
      .run();
    db.insert(sectionRevisions)
      .values({ recordId, name, version, data, source, createdAt: at })
      .run();
  },
};
