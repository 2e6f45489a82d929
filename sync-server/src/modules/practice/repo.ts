import { asc, eq } from 'drizzle-orm';
import { practiceMembers, users } from '../../db/schema';
import type { Db, Tx } from '../../db/storage';

export type MemberRow = typeof practiceMembers.$inferSelect;

export const practiceRepo = {
  /** Makes the account the owner of its own practice of one; nothing when it is a member. */
  becomeOwner: async (tx: Tx, userId: string, at: string) => {
    await tx
      .insert(practiceMembers)
      .values({ userId, practiceId: userId, role: 'owner', joinedAt: at })
      .onConflictDoNothing();
  },

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
