import { is } from 'drizzle-orm';
import { SQLiteTable, getTableConfig } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { copyOrder } from './copy-order';
import * as schema from './schema';

const exported = schema as Record<string, unknown>;
const byExportName = (names: string[]) =>
  names.map((n) => exported[n]).filter((v): v is SQLiteTable => is(v, SQLiteTable));
const nameOf = (table: SQLiteTable) => getTableConfig(table).name;

describe('the order a copy writes the tables in', () => {
  // `tsx` and Node list a module's exports alphabetically; the copy failed on the first foreign
  // key (access_log before users) when run as documented.
  it.each([
    ['alphabetical, as a real ES module lists them', Object.keys(exported).sort()],
    ['reversed', Object.keys(exported).sort().reverse()],
  ])('puts every table after the tables it refers to, given them %s', (_, names) => {
    const tables = byExportName(names);
    const order = copyOrder(tables).map(nameOf);
    expect(new Set(order)).toEqual(new Set(tables.map(nameOf)));
    expect(order).toHaveLength(tables.length);
    for (const table of tables)
      for (const key of getTableConfig(table).foreignKeys) {
        const parent = nameOf(key.reference().foreignTable);
        if (parent !== nameOf(table))
          expect(order.indexOf(parent), `${parent} before ${nameOf(table)}`).toBeLessThan(
            order.indexOf(nameOf(table)),
          );
      }
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('access_log'));
  });
});
