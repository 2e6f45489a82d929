import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { isRetryableTransaction } from './errors';
import { practiceQueues, serialQueue } from './queue';
import * as schema from './schema';
import {
  asTx,
  checkMigrated,
  inScope,
  migrationCount,
  type Db,
  type Storage,
  type WriteScope,
} from './storage';

const migrationsFolder = fileURLToPath(new URL('../../drizzle-pg', import.meta.url));

/** Any fixed number: the lock every instance takes to run migrations one at a time. */
const MIGRATION_LOCK = 7_261_901;
/** Another: the lock every write transaction holds, so writes run one at a time as on SQLite.
 * A write that names its practice holds it shared, with its practice's lock (below) alone. */
const WRITE_LOCK = 7_261_902;
/** The first key of a practice's lock; the second is the practice's key, hashed. */
const PRACTICE_LOCK = 7_261_903;

/** Writes of different practices running at once in one instance, each on its own pooled
 * connection: the other connections stay free for reads and snapshots. */
const PRACTICE_WRITES_AT_ONCE = 4;

/** The lock statement of a write: every other write, or its practice's writes and the writes
 * that name no practice. The key is a stored id (a UUID), checked before it is put in SQL. */
function lockOf(scope: WriteScope | undefined): string {
  if (!scope) return `SELECT pg_advisory_xact_lock(${String(WRITE_LOCK)})`;
  if (!/^[\w-]{1,100}$/.test(scope.practice)) throw new Error('not a practice key');
  return `SELECT pg_advisory_xact_lock_shared(${String(WRITE_LOCK)}); SELECT pg_advisory_xact_lock(${String(PRACTICE_LOCK)}, hashtext('${scope.practice}'))`;
}

const MOST_TRIES = 5;

/*
 * Values come back as the SQLite columns hand them to drizzle: 64-bit integers as numbers (feed
 * positions and times in milliseconds stay far below 2^53) and JSON as text, which the columns
 * parse themselves. Set on the driver as a whole: drizzle passes its own per-query parsers,
 * which fall back to these.
 */
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.JSON, (text: string) => text);
pg.types.setTypeParser(pg.types.builtins.JSONB, (text: string) => text);

/**
 * The handle repositories use is typed for SQLite; on PostgreSQL it is drizzle's PostgreSQL one
 * over the same tables. Drizzle builds each query in the dialect of the handle it starts from,
 * and the repositories only use what both dialects build alike (docs/postgres.md#what-runs-where).
 * The whole server suite runs on both to hold that.
 */
const handle = (client: pg.Pool | pg.PoolClient) =>
  drizzle(namingStatements(client), { schema }) as unknown as Db;

/** Distinct statements given a name: far more than the server's queries have shapes. */
const MOST_NAMED = 500;
/** A name for each statement's SQL, the same on every connection and pool of the process. */
const statementNames = new Map<string, string>();

/**
 * Gives every query with values a name by its SQL, so that each connection has PostgreSQL parse
 * and plan it once and later only binds new values (node-postgres keeps what it has parsed per
 * connection). Drizzle sends its queries unnamed, parsed anew each time. Past MOST_NAMED
 * shapes (lists of every length) a query goes unnamed, as before.
 */
function namingStatements<C extends pg.Pool | pg.PoolClient>(client: C): C {
  const query = client.query.bind(client) as (config: unknown, ...rest: unknown[]) => unknown;
  // The pool calls a connection's query with a callback after the values: all are passed on.
  const named = (config: unknown, values?: unknown, ...rest: unknown[]) => {
    const { text, name } = (
      typeof config === 'object' && config !== null ? config : {}
    ) as Partial<pg.QueryConfig>;
    const given =
      Array.isArray(values) && values.length && typeof text === 'string' && !name
        ? nameOf(text)
        : undefined;
    return query(given ? { ...(config as object), name: given } : config, values, ...rest);
  };
  Object.assign(client, { query: named });
  return client;
}

/** The name of a statement's SQL; undefined once MOST_NAMED are given. */
function nameOf(text: string): string | undefined {
  let name = statementNames.get(text);
  if (!name && statementNames.size < MOST_NAMED) {
    name = `optolight_${String(statementNames.size)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * One handle per pooled connection, made the first time a transaction runs on it and kept while
 * the pool keeps the connection: drizzle reads the whole schema's relations to make a handle, and
 * the queries prepared once per handle (db/prepared.ts) are only reused on the same handle. A
 * connection that leaves the pool broken is a new client next time, so it gets a new handle.
 */
const handles = new WeakMap<pg.PoolClient, Db>();
function handleOf(client: pg.PoolClient): Db {
  let db = handles.get(client);
  if (!db) {
    db = handle(client);
    handles.set(client, db);
  }
  return db;
}

/** Runs pending migrations once, even when several instances start together. */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * The server's storage on PostgreSQL (DATABASE_URL), each transaction on its own pooled
 * connection. Write transactions take one lock first and so run one after another, as SQLite's
 * single writer does, whichever instance runs them: under READ COMMITTED a transaction that
 * read a row before another committed a change to it would otherwise write over that change
 * (docs/postgres.md#writes-one-at-a-time). Reads, snapshots, hashing and everything around the
 * transactions run side by side. One that PostgreSQL aborts anyway (a deadlock or a
 * serialization conflict) is run again from the start, as nothing of it was kept.
 */
export async function openPostgresStorage(
  url: string,
  onLostConnection: (code: string | undefined) => void = () => undefined,
): Promise<Storage> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle pooled connection that PostgreSQL ends (a restart, a failover, an administrator) is
  // reported here and dropped from the pool; unheard, the event would end the whole process.
  pool.on('error', (error: Error & { code?: string }) => {
    onLostConnection(error.code);
  });
  await migrateOnce(pool);
  const writes = serialQueue();
  const practiceWrites = practiceQueues(PRACTICE_WRITES_AT_ONCE);
  const runOnce = async <T>(
    begin: string,
    work: (tx: ReturnType<typeof asTx>) => Promise<T>,
    scope?: WriteScope,
  ): Promise<T> => {
    const client = await pool.connect();
    // A connection that failed to roll back is broken: it leaves the pool instead of going back.
    let broken: Error | undefined;
    // Checked out, a connection's end is no longer the pool's to hear: one PostgreSQL ends
    // between two statements is an 'error' event here, which unheard would end the process.
    // The transaction's next statement fails, and so does it, as a lost connection.
    const lost = (error: Error & { code?: string }) => {
      broken = error;
      onLostConnection(error.code);
    };
    client.on('error', lost);
    try {
      await client.query(begin);
      const tx = asTx(handleOf(client), async (text) => {
        await client.query(text);
      });
      try {
        const result = await inScope(tx, scope, work);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          broken = rollbackError instanceof Error ? rollbackError : new Error('rollback failed');
        });
        throw error;
      }
    } finally {
      client.removeListener('error', lost);
      client.release(broken);
    }
  };
  return {
    read: handle(pool),
    // Queued in the instance too: writes run one at a time anyway, and a queue here keeps
    // waiting writers from holding pooled connections that reads and snapshots need.
    write: (work, scope) =>
      (scope ? practiceWrites(scope.practice) : writes)(async () => {
        for (let attempt = 1; ; attempt++) {
          try {
            return await runOnce(`BEGIN; ${lockOf(scope)}`, work, scope);
          } catch (error) {
            if (attempt >= MOST_TRIES || !isRetryableTransaction(error)) throw error;
          }
        }
      }),
    // One snapshot for every statement, and no lock: it waits for no writer and holds none up.
    snapshot: (work) => runOnce('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', work),
    async ready() {
      const { rows } = await pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      );
      checkMigrated(rows[0]?.n ?? 0, migrationCount(migrationsFolder));
    },
    close: () => pool.end(),
  };
}
