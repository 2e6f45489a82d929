import type { PracticeRows } from '@optolight/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  accessLog,
  addenda,
  conflicts,
  devices,
  homePrograms,
  mutations,
  records,
  sectionRevisions,
  sections,
  uploads,
} from '../../db/schema';
import type { Db } from '../../db/storage';

type Row<T extends keyof PracticeRows> = PracticeRows[T][number];

/**
 * Every row the practice owns, in the lossless form (packages/contract practice-data-schemas.ts):
 * the owner and the feed positions left out, images base64. Read on one snapshot, in a fixed
 * order, so the same practice always gives the same files.
 */
export async function gatherRows(db: Db, ownerId: string): Promise<PracticeRows> {
  const owned = db.select({ id: records.id }).from(records).where(eq(records.ownerId, ownerId));
  const ownDevices = db.select({ id: devices.id }).from(devices).where(eq(devices.userId, ownerId));
  // One query after another: a snapshot is one connection, which runs one query at a time.
  const deviceRows = await db
    .select()
    .from(devices)
    .where(eq(devices.userId, ownerId))
    .orderBy(asc(devices.id));
  const mutationRows = await db
    .select()
    .from(mutations)
    .where(inArray(mutations.deviceId, ownDevices))
    .orderBy(asc(mutations.deviceId), asc(mutations.seq));
  const uploadRows = await db
    .select()
    .from(uploads)
    .where(eq(uploads.ownerId, ownerId))
    .orderBy(asc(uploads.id));
  const recordRows = await db
    .select()
    .from(records)
    .where(eq(records.ownerId, ownerId))
    .orderBy(asc(records.id));
  const sectionRows = await db
    .select()
    .from(sections)
    .where(eq(sections.ownerId, ownerId))
    .orderBy(asc(sections.recordId), asc(sections.name));
  const revisionRows = await db
    .select()
    .from(sectionRevisions)
    .where(inArray(sectionRevisions.recordId, owned))
    .orderBy(
      asc(sectionRevisions.recordId),
      asc(sectionRevisions.name),
      asc(sectionRevisions.version),
    );
  const addendumRows = await db
    .select()
    .from(addenda)
    .where(eq(addenda.ownerId, ownerId))
    .orderBy(asc(addenda.id));
  const programRows = await db
    .select()
    .from(homePrograms)
    .where(eq(homePrograms.ownerId, ownerId))
    .orderBy(asc(homePrograms.id));
  const conflictRows = await db
    .select()
    .from(conflicts)
    .where(eq(conflicts.ownerId, ownerId))
    .orderBy(asc(conflicts.id));
  const accessRows = await db
    .select()
    .from(accessLog)
    .where(eq(accessLog.ownerId, ownerId))
    .orderBy(asc(accessLog.id));
  return {
    devices: deviceRows.map(({ userId: _, ...row }) => row),
    mutations: mutationRows.map((row) => ({
      ...row,
      result: row.result as Row<'mutations'>['result'],
    })),
    uploads: uploadRows.map(({ ownerId: _, data, ...row }) => ({
      ...row,
      data: (data ?? Buffer.alloc(0)).toString('base64'),
    })),
    records: recordRows.map(({ ownerId: _, serverSeq: __, signedBy, certifiedBy, ...row }) => ({
      ...row,
      signedBy: signedBy as Row<'records'>['signedBy'],
      certifiedBy: certifiedBy as Row<'records'>['certifiedBy'],
    })),
    sections: sectionRows.map(({ ownerId: _, serverSeq: __, data, ...row }) => ({
      ...row,
      data: data as Row<'sections'>['data'],
    })),
    section_revisions: revisionRows.map(({ data, ...row }) => ({
      ...row,
      data: data as Row<'section_revisions'>['data'],
    })),
    addenda: addendumRows.map(({ ownerId: _, by, ...row }) => ({
      ...row,
      by: by as Row<'addenda'>['by'],
    })),
    home_programs: programRows.map(({ ownerId: _, data, ...row }) => ({
      ...row,
      data: data as Row<'home_programs'>['data'],
    })),
    conflicts: conflictRows.map(({ ownerId: _, serverSeq: __, fields, sides, ...row }) => ({
      ...row,
      fields: fields as Row<'conflicts'>['fields'],
      sides: sides as Row<'conflicts'>['sides'],
    })),
    access_log: accessRows.map(({ ownerId: _, actorId: __, ...row }) => row),
  };
}
