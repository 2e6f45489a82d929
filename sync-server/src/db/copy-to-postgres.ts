import { count, is } from 'drizzle-orm';
import { SQLiteTable, getTableConfig } from 'drizzle-orm/sqlite-core';
import { pull } from '../modules/sync/pull';
import { copyOrder } from './copy-order';
import * as schema from './schema';
import type { Storage } from './storage';

/** Rows per INSERT: the widest table (users, 24 columns) stays far below PostgreSQL's 65,535
 * parameters per statement. */
const BATCH = 500;

/** Every table, each after the tables it refers to. */
const tables = copyOrder(
  Object.values(schema as Record<string, unknown>).filter((value): value is SQLiteTable =>
    is(value, SQLiteTable),
  ),
);

export interface CopyReport {
  /** Rows per table, as counted in both databases after the copy. */
  counts: Record<string, { sqlite: number; postgres: number }>;
  /** Accounts whose whole change feed reads the same from both. */
  feedsCompared: number;
}

const rowCount = async (storage: Storage, table: SQLiteTable) =>
  (await storage.read.select({ n: count() }).from(table))[0]?.n ?? 0;

/** The account's whole feed, page by page, as a device would pull it. */
async function wholeFeed(storage: Storage, ownerId: string): Promise<string> {
  const pages: unknown[] = [];
  for (let cursor = 0; ;) {
    const page = await pull(storage, ownerId, 'all', cursor, 2000);
    pages.push(page.changes);
    if (!page.hasMore) return JSON.stringify(pages);
    cursor = page.cursor;
  }
}

/**
 * Copies every row of a SQLite database into an empty, migrated PostgreSQL one, in one
 * transaction (all or nothing), then checks the copy: the same count of rows in every table, and
 * every account's change feed read the same from both (docs/deploy.md). Throws, changing nothing,
 * when the target already holds data or a check fails.
 */
export async function copyToPostgres(from: Storage, to: Storage): Promise<CopyReport> {
  await to.write(async (tx) => {
    for (const table of tables) {
      const [held] = await tx.select({ n: count() }).from(table);
      if (held && held.n > 0)
        throw new Error(`The PostgreSQL database is not empty (${getTableConfig(table).name})`);
    }
    for (const table of tables) {
      const rows = await from.read.select().from(table);
      for (let i = 0; i < rows.length; i += BATCH)
        await tx.insert(table).values(rows.slice(i, i + BATCH));
    }
  });
  const counts: CopyReport['counts'] = {};
  for (const table of tables) {
    const name = getTableConfig(table).name;
    counts[name] = { sqlite: await rowCount(from, table), postgres: await rowCount(to, table) };
    if (counts[name].sqlite !== counts[name].postgres)
      throw new Error(
        `${name}: ${String(counts[name].sqlite)} rows in SQLite, ${String(counts[name].postgres)} copied`,
      );
  }
  const accounts = await from.read.select({ id: schema.users.id }).from(schema.users);
  for (const { id } of accounts)
    if ((await wholeFeed(from, id)) !== (await wholeFeed(to, id)))
      throw new Error(`The change feed of account ${id} reads differently after the copy`);
  return { counts, feedsCompared: accounts.length };
}
