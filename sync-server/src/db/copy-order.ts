import { type SQLiteTable, getTableConfig } from 'drizzle-orm/sqlite-core';

/**
 * The tables in an order that writes every table after the tables it refers to, as a copy into a
 * database that checks foreign keys needs. It cannot lean on the order the schema module lists
 * them in: a real ES module's namespace lists its exports alphabetically (`tsx` gives
 * `access_log` before `users`), only a bundler keeps the written order.
 */
export function copyOrder(tables: readonly SQLiteTable[]): SQLiteTable[] {
  const ordered: SQLiteTable[] = [];
  const placed = new Set<SQLiteTable>();
  const place = (table: SQLiteTable, path: ReadonlySet<SQLiteTable>) => {
    if (placed.has(table)) return;
    if (path.has(table))
      throw new Error(`The tables refer to each other in a loop (${getTableConfig(table).name})`);
    const next = new Set(path).add(table);
    for (const key of getTableConfig(table).foreignKeys) {
      const parent = key.reference().foreignTable;
      // A row referring to a row of its own table is written in the order the rows are read.
      if (parent !== table) place(parent, next);
    }
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table, new Set());
  return ordered;
}
