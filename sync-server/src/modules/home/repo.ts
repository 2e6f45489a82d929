import { byInstant, type StoredProgram } from '@optolight/domain';
import { and, asc, desc, eq, gt, isNull, max } from 'drizzle-orm';
import { homePrograms, linkInvites, patientLinks, trainerRounds, users } from '../../db/schema';
import type { Db, Tx } from '../../db/storage';

const live = isNull(patientLinks.unlinkedAt);

export const homeRepo = {
  insertInvite: async (tx: Tx, row: typeof linkInvites.$inferInsert) => {
    await tx.insert(linkInvites).values(row);
  },

  /** Voids the patient's unused invitations: a newer one, a link or an unlink replaces them. */
  voidInvites: async (tx: Tx, patientId: string, at: string) => {
    await tx
      .update(linkInvites)
      .set({ usedAt: at })
      .where(and(eq(linkInvites.patientId, patientId), isNull(linkInvites.usedAt)));
  },

  /** The invitation with this code hash, when unused and not expired. */
  usableInvite: async (db: Db, codeHash: string, now: string) =>
    (
      await db
        .select()
        .from(linkInvites)
        .where(
          and(
            eq(linkInvites.codeHash, codeHash),
            isNull(linkInvites.usedAt),
            gt(linkInvites.expiresAt, now),
          ),
        )
    )[0],

  pendingInvite: async (db: Db, ownerId: string, patientId: string, now: string) =>
    (
      await db
        .select({ expiresAt: linkInvites.expiresAt })
        .from(linkInvites)
        .where(
          and(
            eq(linkInvites.ownerId, ownerId),
            eq(linkInvites.patientId, patientId),
            isNull(linkInvites.usedAt),
            gt(linkInvites.expiresAt, now),
          ),
        )
        .orderBy(desc(linkInvites.expiresAt))
        .limit(1)
    )[0],

  insertLink: async (tx: Tx, row: typeof patientLinks.$inferInsert) => {
    await tx.insert(patientLinks).values(row);
  },

  liveLinkOfAccount: async (db: Db, accountId: string) =>
    (
      await db
        .select()
        .from(patientLinks)
        .where(and(eq(patientLinks.accountId, accountId), live))
    )[0],

  /** The patient's live link with the linked account's name. */
  liveLinkOfPatient: async (db: Db, ownerId: string, patientId: string) =>
    (
      await db
        .select({
          id: patientLinks.id,
          linkedAt: patientLinks.linkedAt,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(patientLinks)
        .innerJoin(users, eq(users.id, patientLinks.accountId))
        .where(and(eq(patientLinks.ownerId, ownerId), eq(patientLinks.patientId, patientId), live))
    )[0],

  endLinks: async (tx: Tx, where: { accountId: string } | { patientId: string }, at: string) => {
    const who =
      'accountId' in where
        ? eq(patientLinks.accountId, where.accountId)
        : eq(patientLinks.patientId, where.patientId);
    const ended = await tx
      .update(patientLinks)
      .set({ unlinkedAt: at })
      .where(and(who, live))
      .returning({ id: patientLinks.id });
    return ended.length;
  },

  lastVersion: async (db: Db, patientId: string): Promise<number> =>
    (
      await db
        .select({ v: max(homePrograms.version) })
        .from(homePrograms)
        .where(eq(homePrograms.patientId, patientId))
    )[0]?.v ?? 0,

  insertProgram: async (
    tx: Tx,
    row: { id: string; ownerId: string; patientId: string; stored: StoredProgram },
  ) => {
    await tx.insert(homePrograms).values({
      id: row.id,
      ownerId: row.ownerId,
      patientId: row.patientId,
      version: row.stored.version,
      data: row.stored,
      createdAt: row.stored.prescribedAt,
    });
  },

  /** The patient's programme versions, newest first. */
  programs: (db: Db, ownerId: string, patientId: string, limit = 100) =>
    db
      .select({ data: homePrograms.data })
      .from(homePrograms)
      .where(and(eq(homePrograms.ownerId, ownerId), eq(homePrograms.patientId, patientId)))
      .orderBy(desc(homePrograms.version))
      .limit(limit),

  /** Rounds played under any of this professional's links to this patient, oldest first. Rounds
   * stored before start times were kept as UTC may carry an offset: ordered as instants. */
  linkedRounds: async (db: Db, ownerId: string, patientId: string) => {
    const rows = await db
      .select({ data: trainerRounds.data, startedAt: trainerRounds.startedAt })
      .from(trainerRounds)
      .innerJoin(patientLinks, eq(patientLinks.id, trainerRounds.linkId))
      .where(and(eq(patientLinks.ownerId, ownerId), eq(patientLinks.patientId, patientId)))
      .orderBy(asc(trainerRounds.startedAt));
    return rows.sort((a, b) => byInstant(a.startedAt, b.startedAt));
  },

  person: async (db: Db, id: string) => (await db.select().from(users).where(eq(users.id, id)))[0],
};
