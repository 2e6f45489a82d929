import { asc, eq, sql } from 'drizzle-orm';
import { preparedOn } from '../../db/prepared';
import { practiceMembers, users } from '../../db/schema';
import type { Db, Tx } from '../../db/storage';

export type MemberRow = typeof practiceMembers.$inferSelect;

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

  /** The account's practice, role and the practice's plan (its owner's), when it is a member. */
  access: async (db: Db, userId: string) => (await accessOf(db).execute({ userId }))[0],

  /** The practice an account works in: its own id when it is no practice's member. */
  practiceKeyOf: async (db: Db, userId: string): Promise<string> =>
    (await accessOf(db).execute({ userId }))[0]?.practiceId ?? userId,

  membership: async (db: Db, userId: string): Promise<MemberRow | undefined> =>
    (await db.select().from(practiceMembers).where(eq(practiceMembers.userId, userId)))[0],

  /** Sets a member's role. */
  setRole: async (tx: Tx, userId: string, role: MemberRow['role']) => {
    await tx.update(practiceMembers).set({ role }).where(eq(practiceMembers.userId, userId));
  },

  /** The practice's members with their accounts, first joined first. */
  members: (db: Db, practiceId: string) =>
    db
      .select({ member: practiceMembers, user: users })
      .from(practiceMembers)
      .innerJoin(users, eq(users.id, practiceMembers.userId))
      .where(eq(practiceMembers.practiceId, practiceId))
      .orderBy(asc(practiceMembers.joinedAt), asc(practiceMembers.userId)),
};
