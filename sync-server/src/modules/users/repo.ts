import { eq, sql, type SQL } from 'drizzle-orm';
import { preparedOn } from '../../db/prepared';
import type { Db, Tx } from '../../db/storage';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

const one = async (db: Db, where: SQL) => (await db.select().from(users).where(where))[0];
/** Read on every authenticated request: prepared once (db/prepared.ts). */
const byId = preparedOn((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(),
);

export const userRepo = {
  byId: async (db: Db, id: string) => (await byId(db).execute({ id }))[0],
  byEmail: (db: Db, email: string) => one(db, eq(users.email, email)),
  byHandle: (db: Db, handle: string) => one(db, eq(users.userHandle, handle)),
  insert: async (tx: Tx, row: NewUser) => {
    await tx.insert(users).values(row);
  },
  /** An empty patch changes nothing and answers the stored row (SQL has no empty SET). */
  update: async (tx: Tx, id: string, patch: Partial<NewUser>) =>
    Object.keys(patch).length === 0
      ? one(tx, eq(users.id, id))
      : (await tx.update(users).set(patch).where(eq(users.id, id)).returning())[0],
};
