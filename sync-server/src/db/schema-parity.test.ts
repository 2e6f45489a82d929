import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type Postgres } from '../../test/postgres';
import { openStorage } from './storage';

/** What both dialects must agree on, table by table, after their own migrations ran. */
interface Shape {
  columns: string[];
  primaryKey: string[];
  indexes: string[];
}

const sorted = (values: Iterable<string>) => [...values].sort();

async function sqliteShape(file: string): Promise<Record<string, Shape>> {
  const storage = openStorage(file);
  const client = storage.read.$client;
  try {
    const tables = client
      .prepare<[], { name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'",
      )
      .all();
    return Object.fromEntries(
      tables.map(({ name }) => {
        const columns = client
          .prepare<[], { name: string; notnull: number; pk: number }>(
            `PRAGMA table_info("${name}")`,
          )
          .all();
        const indexes = client
          .prepare<[], { name: string; unique: number; origin: string }>(
            `PRAGMA index_list("${name}")`,
          )
          .all()
          .filter((ix) => ix.origin !== 'pk')
          .map((ix) => {
            const on = client
              .prepare<[], { name: string }>(`PRAGMA index_info("${ix.name}")`)
              .all()
              .map((c) => c.name);
            return `${ix.unique ? 'unique ' : ''}(${on.join(',')})`;
          });
        return [
          name,
          {
            columns: sorted(columns.map((c) => `${c.name}${c.notnull || c.pk ? ' not null' : ''}`)),
            primaryKey: columns
              .filter((c) => c.pk > 0)
              .sort((a, b) => a.pk - b.pk)
              .map((c) => c.name),
            indexes: sorted(indexes),
          },
        ];
      }),
    );
  } finally {
    await storage.close();
  }
}

async function postgresShape(client: pg.Client): Promise<Record<string, Shape>> {
  const { rows: columns } = await client.query<{ table: string; name: string; nullable: string }>(
    `SELECT table_name AS table, column_name AS name, is_nullable AS nullable
       FROM information_schema.columns WHERE table_schema = 'public'`,
  );
  const { rows: indexes } = await client.query<{
    table: string;
    unique: boolean;
    primary: boolean;
    on: string[];
  }>(
    `SELECT t.relname AS table, ix.indisunique AS unique, ix.indisprimary AS primary,
            array(SELECT a.attname::text FROM unnest(ix.indkey) WITH ORDINALITY k(n, o)
                  JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.n ORDER BY k.o) AS on
       FROM pg_index ix JOIN pg_class t ON t.oid = ix.indrelid
       JOIN pg_namespace s ON s.oid = t.relnamespace WHERE s.nspname = 'public'`,
  );
  const shapes: Record<string, Shape> = {};
  for (const c of columns) {
    const shape = (shapes[c.table] ??= { columns: [], primaryKey: [], indexes: [] });
    shape.columns.push(`${c.name}${c.nullable === 'NO' ? ' not null' : ''}`);
  }
  for (const ix of indexes) {
    const shape = shapes[ix.table];
    if (!shape) continue;
    if (ix.primary) shape.primaryKey = ix.on;
    else shape.indexes.push(`${ix.unique ? 'unique ' : ''}(${ix.on.join(',')})`);
  }
  for (const shape of Object.values(shapes)) {
    shape.columns.sort();
    shape.indexes.sort();
  }
  return shapes;
}

let postgres: Postgres;
let dir = '';
beforeAll(async () => {
  postgres = await startPostgres();
  dir = mkdtempSync(join(tmpdir(), 'optolight-parity-'));
}, 60_000);
afterAll(async () => {
  await postgres.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the two dialects', () => {
  it('have the same tables, columns, keys and indexes once their migrations ran', async () => {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      await migrate(drizzle(client), {
        migrationsFolder: fileURLToPath(new URL('../../drizzle-pg', import.meta.url)),
      });
      const inPostgres = await postgresShape(client);
      const inSqlite = await sqliteShape(join(dir, 'parity.sqlite'));
      expect(Object.keys(inSqlite).length).toBeGreaterThan(10);
      expect(inPostgres).toEqual(inSqlite);
    } finally {
      await client.end();
    }
  });
});
