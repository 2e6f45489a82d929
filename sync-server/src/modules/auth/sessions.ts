import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { preparedOn } from '../../db/prepared';
import type { Db, Tx } from '../../db/storage';
import { practiceMembers, sessions, users } from '../../db/schema';

const p = sql.placeholder;
/**
 * The account of a live session, with its practice, in one statement: asked on every
 * authenticated request, prepared once (db/prepared.ts). The practice's plan is its owner's.
 */
const liveAccount = preparedOn((db) =>
  db
    .select({
      user: users,
      practiceId: practiceMembers.practiceId,
      role: practiceMembers.role,
      canCertify: practiceMembers.canCertify,
      practicePlan: sql<
        string | null
      >`(SELECT o.plan_expires_at FROM users o WHERE o.id = ${practiceMembers.practiceId})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(practiceMembers, eq(practiceMembers.userId, users.id))
    .where(
      and(
        eq(sessions.id, p('id')),
        eq(sessions.userId, p('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, p('now')),
      ),
    )
    .prepare(),
);

/**
 * Server-side session rows behind the JWTs: a token names its row (`sid`), and the row can be
 * revoked. Revoking is a state change, not a timestamp comparison, so a token issued in the
 * same second (or millisecond) as a password change ends with it.
 */
export const sessionRepo = {
  async open(tx: Tx, userId: string, expiresAt: number): Promise<string> {
    const id = randomUUID();
    // Expired rows of this account go as a new one comes, so the table stays small.
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, Date.now())));
    await tx.insert(sessions).values({ id, userId, expiresAt });
    return id;
  },

  /** The account signed in by session `id`, with its practice, role and the practice's plan
   * when it is a member; undefined when the session was revoked, has expired or is another's. */
  liveAccount: async (db: Db, id: string, userId: string) =>
    (await liveAccount(db).execute({ id, userId, now: Date.now() }))[0],

  async revoke(tx: Tx, id: string): Promise<void> {
    await tx
      .update(sessions)
      .set({ revokedAt: Date.now() })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  },

  /** Ends every session of an account (password reset or change). */
  async revokeAll(tx: Tx, userId: string): Promise<void> {
    await tx
      .update(sessions)
      .set({ revokedAt: Date.now() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  },
};
