import { asc, eq, inArray } from 'drizzle-orm';
import { devices, sectionRevisions, users } from '../../db/schema';
import type { Db } from '../../db/storage';

export type RevisionRow = typeof sectionRevisions.$inferSelect;

/** What a record's history reads: its revisions, and the devices and accounts they name. */
export const historyRepo = {
  /** Every stored version of every section of a record, oldest first. */
  revisions: (db: Db, recordId: string): Promise<RevisionRow[]> =>
    db
      .select()
      .from(sectionRevisions)
      .where(eq(sectionRevisions.recordId, recordId))
      .orderBy(
        asc(sectionRevisions.createdAt),
        asc(sectionRevisions.name),
        asc(sectionRevisions.version),
      ),
  devices: (db: Db, ids: string[]) =>
    ids.length
      ? db
          .select({ id: devices.id, userId: devices.userId, name: devices.name })
          .from(devices)
          .where(inArray(devices.id, ids))
      : Promise.resolve([]),
  accounts: (db: Db, ids: string[]) =>
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(users)
      .where(inArray(users.id, ids)),
};
