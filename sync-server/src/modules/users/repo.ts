import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const userRepo = {
  byId: (db: Db, id: string) => db.select().from(users).where(eq(users.id, id)).get(),
  byEmail: (db: Db, email: string) => db.select().from(users).where(eq(users.email, email)).get(),
  byHandle: (db: Db, handle: string) =>
    db.select().from(users).where(eq(users.userHandle, handle)).get(),
  insert: (db: Db, row: NewUser) => db.insert(users).values(row).run(),
  /** An empty patch changes nothing and answers the stored row (SQL has no empty SET). */
  update: (db: Db, id: string, patch: Partial<NewUser>) =>
    Object.keys(patch).length === 0
      ? db.select().from(users).where(eq(users.id, id)).get()
      : db.update(users).set(patch).where(eq(users.id, id)).returning().get(),
};
