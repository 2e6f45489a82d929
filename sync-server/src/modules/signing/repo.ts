import type { Addendum, Certification, Signature, Signer } from '@optolight/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { addenda, conflicts, sections } from '../../db/schema';
import type { Db, Tx } from '../../db/storage';
import type { RecordRow } from '../records/repo';

type AddendumRow = typeof addenda.$inferSelect;

export const toAddendum = (row: Pick<AddendumRow, 'id' | 'at' | 'by' | 'text'>): Addendum => ({
  id: row.id,
  at: row.at,
  by: row.by as Signer,
  text: row.text,
});

/** A record's signature as the API shows it; null until signed. */
export const signatureOf = (row: Pick<RecordRow, 'signedAt' | 'signedBy'>): Signature | null =>
  row.signedAt ? { signedAt: row.signedAt, signedBy: row.signedBy as Signer } : null;

/** A record's plan-of-care certification as the API shows it; null until certified. */
export const certificationOf = (row: {
  certifiedAt?: string | null;
  certifiedBy?: unknown;
}): Certification | null =>
  row.certifiedAt ? { certifiedAt: row.certifiedAt, certifiedBy: row.certifiedBy as Signer } : null;

export const signingRepo = {
  /** The sections of a record with a conflict nobody has settled yet. */
  openConflicts: async (db: Db, recordId: string) =>
    (
      await db
        .select({ section: conflicts.section })
        .from(conflicts)
        .where(and(eq(conflicts.recordId, recordId), isNull(conflicts.resolvedAt)))
    ).map((r) => r.section),
  addendum: async (db: Db, id: string) =>
    (await db.select().from(addenda).where(eq(addenda.id, id)))[0],
  insertAddendum: async (tx: Tx, row: AddendumRow) => {
    await tx.insert(addenda).values(row);
  },
  /** The addenda of these records, oldest first, by record id: one statement. */
  addendaOf: async (db: Db, recordIds: string[]): Promise<Map<string, Addendum[]>> => {
    const byRecord = new Map<string, Addendum[]>();
    if (!recordIds.length) return byRecord;
    const rows = await db
      .select()
      .from(addenda)
      .where(inArray(addenda.recordId, recordIds))
      .orderBy(asc(addenda.at), asc(addenda.id));
    for (const row of rows)
      byRecord.set(row.recordId, [...(byRecord.get(row.recordId) ?? []), toAddendum(row)]);
    return byRecord;
  },
  /** A record's addenda as stored, with where each came from, oldest first. */
  addendumRows: (db: Db, recordId: string) =>
    db
      .select()
      .from(addenda)
      .where(eq(addenda.recordId, recordId))
      .orderBy(asc(addenda.at), asc(addenda.id)),
  /** Each stored section of a record with its version and the version REST last served. */
  sectionStates: (db: Db, recordId: string) =>
    db
      .select({
        name: sections.name,
        data: sections.data,
        version: sections.version,
        servedVersion: sections.servedVersion,
      })
      .from(sections)
      .where(eq(sections.recordId, recordId)),
};
