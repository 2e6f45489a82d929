import { and, asc, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { preparedOn } from '../../db/prepared';
import { practiceInvitations, practiceMembers, records, users } from '../../db/schema';
import type { Db, Tx } from '../../db/storage';

export type MemberRow = typeof practiceMembers.$inferSelect;
export type InvitationRow = typeof practiceInvitations.$inferSelect;

/** Read with the session on every authenticated request: prepared once (db/prepared.ts). */
const accessOf = preparedOn((db) =>
  db
    .select({
      practiceId: practiceMembers.practiceId,
      role: practiceMembers.role,
      canCertify: practiceMembers.canCertify,
      planExpiresAt: users.planExpiresAt,
    })
    .from(practiceMembers)
    .innerJoin(users, eq(users.id, practiceMembers.practiceId))
    .where(eq(practiceMembers.userId, sql.placeholder('userId')))
    .prepare(),
);

export const practiceRepo = {
  /** Makes the account the owner of its own practice of one; nothing when it is a member. */
  becomeOwner: async (tx: Tx, userId: string, at: string) => {
    await tx
      .insert(practiceMembers)
      .values({ userId, practiceId: userId, role: 'owner', joinedAt: at })
      .onConflictDoNothing();
  },

  /** The practice an account works in: its own id when it is no practice's member. */
  practiceKeyOf: async (db: Db, userId: string): Promise<string> =>
    (await accessOf(db).execute({ userId }))[0]?.practiceId ?? userId,

  membership: async (db: Db, userId: string): Promise<MemberRow | undefined> =>
    (await db.select().from(practiceMembers).where(eq(practiceMembers.userId, userId)))[0],

  /** Puts the account in a practice, in place of any membership it had. */
  join: async (tx: Tx, row: MemberRow) => {
    await tx
      .insert(practiceMembers)
      .values(row)
      .onConflictDoUpdate({
        target: practiceMembers.userId,
        set: {
          practiceId: row.practiceId,
          role: row.role,
          canCertify: row.canCertify,
          joinedAt: row.joinedAt,
        },
      });
  },

  /** Changes a member's role or canCertify. */
  change: async (tx: Tx, userId: string, patch: Partial<Pick<MemberRow, 'role' | 'canCertify'>>) =>
    (
      await tx
        .update(practiceMembers)
        .set(patch)
        .where(eq(practiceMembers.userId, userId))
        .returning()
    )[0],

  remove: async (tx: Tx, userId: string) => {
    await tx.delete(practiceMembers).where(eq(practiceMembers.userId, userId));
  },

  owners: async (db: Db, practiceId: string) =>
    (
      await db
        .select({ n: count() })
        .from(practiceMembers)
        .where(and(eq(practiceMembers.practiceId, practiceId), eq(practiceMembers.role, 'owner')))
    )[0]?.n ?? 0,

  /** How many members the practice has, the account itself included. */
  size: async (db: Db, practiceId: string) =>
    (
      await db
        .select({ n: count() })
        .from(practiceMembers)
        .where(eq(practiceMembers.practiceId, practiceId))
    )[0]?.n ?? 0,

  /** The practice's clinician seats, which its plan is priced by: its owners and clinicians
   * (the front desk is free); at least the one account buying. */
  seats: async (db: Db, practiceId: string) =>
    Math.max(
      1,
      (
        await db
          .select({ n: count() })
          .from(practiceMembers)
          .where(
            and(eq(practiceMembers.practiceId, practiceId), ne(practiceMembers.role, 'frontDesk')),
          )
      )[0]?.n ?? 0,
    ),

  /** Whether any record (live or deleted) carries this key as its owner. */
  holdsRecords: async (db: Db, ownerId: string) =>
    (await db.select({ id: records.id }).from(records).where(eq(records.ownerId, ownerId)).limit(1))
      .length > 0,

  insertInvitation: async (tx: Tx, row: InvitationRow) => {
    await tx.insert(practiceInvitations).values(row);
  },

  /** Uses the invitation up, in the write that decides it: only one account gets it. */
  claimInvitation: async (tx: Tx, codeHash: string, by: string, at: string) =>
    (
      await tx
        .update(practiceInvitations)
        .set({ usedAt: at, usedBy: by })
        .where(
          and(
            eq(practiceInvitations.codeHash, codeHash),
            isNull(practiceInvitations.usedAt),
            gt(practiceInvitations.expiresAt, at),
          ),
        )
        .returning()
    )[0],

  /** The practice's members with their accounts, first joined first. */
  members: (db: Db, practiceId: string) =>
    db
      .select({ member: practiceMembers, user: users })
      .from(practiceMembers)
      .innerJoin(users, eq(users.id, practiceMembers.userId))
      .where(eq(practiceMembers.practiceId, practiceId))
      .orderBy(asc(practiceMembers.joinedAt), asc(practiceMembers.userId)),
};
