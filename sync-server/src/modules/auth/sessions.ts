import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

/**
 * Server-side session rows behind the JWTs: a token names its row (`sid`), and the row can be
 * revoked. Revoking is a state change, not a timestamp comparison, so a token issued in the
 * same second (or millisecond) as a password change ends with it.
 */
export const sessionRepo = {
  open(db: Db, userId: string, expiresAt: number): string {
    const id = randomUUID();
    // Expired rows of this account go as a new one comes, so the table stays small.
    db.delete(sessions)
      .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, Date.now())))
      .run();
    db.insert(sessions).values({ id, userId, expiresAt }).run();
    return id;
  },

  isLive(db: Db, id: string, userId: string): boolean {
    const row = db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          eq(sessions.id, id),
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, Date.now()),
        ),
      )
      .get();
    return row !== undefined;
  },

  revoke(db: Db, id: string): void {
    db.update(sessions)
      .set({ revokedAt: Date.now() })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
      .run();
  },

  /** Ends every session of an account (password reset or change). */
  revokeAll(db: Db, userId: string): void {
    db.update(sessions)
      .set({ revokedAt: Date.now() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .run();
  },
};
