import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onPostgres, startHarness, type Harness } from '../../test/harness';
import { counters } from './schema';
import type { Db } from './storage';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const counted = async (db: Db) =>
  (await db.select().from(counters).where(eq(counters.name, 'test'))).at(0)?.value ?? 0;

describe.runIf(onPostgres())('the PostgreSQL storage', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(() => h.close());

  it('has PostgreSQL parse a query with values once on a connection, then only bind it', async () => {
    const statements = await h.app.storage.write(async (tx) => {
      for (let i = 0; i < 3; i += 1) await counted(tx);
      const client = tx.$client as unknown as pg.PoolClient;
      const { rows } = await client.query<{ statement: string }>(
        "SELECT statement FROM pg_prepared_statements WHERE name LIKE 'optolight\\_%'",
      );
      return rows.map((row) => row.statement);
    });
    expect(statements.filter((text) => text.includes('from "counters"'))).toHaveLength(1);
  });

  it('keeps serving when PostgreSQL ends its idle connections (a restart or a failover)', async () => {
    const ready = () => h.app.inject({ method: 'GET', url: '/readyz' });
    // Several at once, so the pool holds more than one idle connection.
    await Promise.all(Array.from({ length: 5 }, ready));

    const admin = new pg.Client({ connectionString: h.app.config.DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ended: boolean }>(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The pool hears of each ended connection as an 'error' event; unheard, it ends the process.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const answers = await Promise.all(Array.from({ length: 5 }, ready));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });

  it('fails only the transaction whose connection PostgreSQL ends half way, and goes on', async () => {
    const terminate = async (pid: number) => {
      const admin = new pg.Client({ connectionString: h.app.config.DATABASE_URL });
      await admin.connect();
      try {
        await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      } finally {
        await admin.end();
      }
    };
    // Ended between two statements, while the work waits on something else: the checked-out
    // connection hears it as an 'error' event, which unheard ends the whole process.
    const write = h.app.storage.write(async (tx) => {
      await tx.insert(counters).values({ name: 'test', value: 1 });
      const [row] = await tx.select({ pid: sql<number>`pg_backend_pid()` }).from(counters);
      await terminate(Number(row?.pid));
      await pause(200);
      await counted(tx);
    });
    await expect(write).rejects.toThrow();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => h.app.inject({ method: 'GET', url: '/readyz' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
  });

  it('runs write transactions one at a time, across instances', async () => {
    const second = await h.another();
    // Read, wait, write what was read plus one: side by side, most increments would be lost.
    const increment = (db: Harness['app']) =>
      db.storage.write(async (tx) => {
        const value = await counted(tx);
        await pause(5);
        await tx
          .insert(counters)
          .values({ name: 'test', value: value + 1 })
          .onConflictDoUpdate({ target: counters.name, set: { value: value + 1 } });
      });
    await Promise.all(Array.from({ length: 20 }, (_, i) => increment(i % 2 ? second : h.app)));
    expect(await counted(h.app.storage.read)).toBe(20);
  });

  it('reads a snapshot as one view, while another instance commits', async () => {
    const second = await h.another();
    const bump = () =>
      second.storage.write(async (tx) => {
        await tx
          .insert(counters)
          .values({ name: 'test', value: 1 })
          .onConflictDoUpdate({
            target: counters.name,
            set: { value: sql`${counters.value} + 1` },
          });
      });
    await bump();
    const seen = await h.app.storage.snapshot(async (db) => {
      const first = await counted(db);
      await bump();
      return [first, await counted(db)];
    });
    expect(seen).toEqual([1, 1]);
    expect(await counted(h.app.storage.read)).toBe(2);
  });
});
