import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { preparedOn } from '../../db/prepared';
import type { Db, Tx } from '../../db/storage';
import { sessions } from '../../db/schema';

const p = sql.placeholder;
/** Asked on every authenticated request: prepared once (db/prepared.ts). */
const liveSession = preparedOn((db) =>
  db
    .select({ id: sessions.id })
    .from(sessions)
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

  async isLive(db: Db, id: string, userId: string): Promise<boolean> {
    const rows = await liveSession(db).execute({ id, userId, now: Date.now() });
    return rows.length > 0;
  },

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
