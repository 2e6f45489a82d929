import { and, desc, eq, inArray, lt, or } from 'drizzle-orm';
import { accessLog, devices, records, users } from '../../db/schema';
import type { Db, Tx } from '../../db/storage';

export type AccessRow = typeof accessLog.$inferInsert;

/** Rows per INSERT: a patient list of thousands is logged in a few statements, each well inside
 * both databases' limit on bound values. */
const BATCH = 500;

export const auditRepo = {
  insert: async (tx: Tx, rows: AccessRow[]) => {
    for (let i = 0; i < rows.length; i += BATCH)
      await tx
        .insert(accessLog)
        .values(rows.slice(i, i + BATCH))
        .onConflictDoNothing();
  },

  /** Who owns each of these ids already (a resend, or an id another account used). */
  owners: async (db: Db, ids: string[]) =>
    new Map(
      (
        await db
          .select({ id: accessLog.id, ownerId: accessLog.ownerId })
          .from(accessLog)
          .where(inArray(accessLog.id, ids))
      ).map((r) => [r.id, r.ownerId]),
    ),

  /** The device when it is this account's; another account's device is not found. */
  ownDevice: async (db: Db, userId: string, id: string) =>
    (
      await db
        .select({ id: devices.id })
        .from(devices)
        .where(and(eq(devices.id, id), eq(devices.userId, userId)))
    )[0],

  /** One patient's log, newest first, from before the cursor's entry when given. */
  page: (
    db: Db,
    scope: { ownerId: string; patientId: string },
    before: { at: string; id: string } | undefined,
    limit: number,
  ) =>
    db
      .select({
        id: accessLog.id,
        at: accessLog.at,
        action: accessLog.action,
        recordId: accessLog.recordId,
        recordKind: records.kind,
        actorId: accessLog.actorId,
        firstName: users.firstName,
        lastName: users.lastName,
        deviceId: accessLog.deviceId,
        deviceName: devices.name,
      })
      .from(accessLog)
      .innerJoin(users, eq(users.id, accessLog.actorId))
      .leftJoin(devices, eq(devices.id, accessLog.deviceId))
      .leftJoin(records, eq(records.id, accessLog.recordId))
      .where(
        and(
          eq(accessLog.ownerId, scope.ownerId),
          eq(accessLog.patientId, scope.patientId),
          before
            ? or(
                lt(accessLog.at, before.at),
                and(eq(accessLog.at, before.at), lt(accessLog.id, before.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(accessLog.at), desc(accessLog.id))
      .limit(limit),
};
