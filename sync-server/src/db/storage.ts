import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serialQueue } from './queue';
import * as schema from './schema';

/** A drizzle handle on one connection. */
export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

declare const inWrite: unique symbol;
/** The handle of a running `write`: what runs on it commits or rolls back together. */
export type Tx = Db & { readonly [inWrite]: true };

/** The practice a write changes, when it changes one practice's rows alone. */
export interface WriteScope {
  practice: string;
}

/** The scope of each running write, by its handle (a handle runs one write at a time). */
const scopes = new WeakMap<Tx, WriteScope>();

/** The practice the running write on `tx` named; undefined for a write that named none. */
export const scopeOf = (tx: Tx): WriteScope | undefined => scopes.get(tx);

/** Runs `work` on `tx` with its scope known to what it calls (db/server-seq.ts). */
export async function inScope<T>(
  tx: Tx,
  scope: WriteScope | undefined,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (scope) scopes.set(tx, scope);
  try {
    return await work(tx);
  } finally {
    scopes.delete(tx);
  }
}

/** The server's storage (docs/architecture.md#storage). */
export interface Storage {
  /** Committed data only; refuses writes. */
  read: Db;
  /**
   * Runs `work` as one transaction, after every transaction queued before it. A write that
   * names its practice (`scope`) changes that practice's rows alone: on PostgreSQL it waits only
   * for the same practice's writes and for writes that name none (docs/postgres.md#writes-one-at-a-time).
   */
  write<T>(work: (tx: Tx) => Promise<T>, scope?: WriteScope): Promise<T>;
  /** Runs `work`'s reads on one consistent view of committed data, as of its first read. */
  snapshot<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** Resolves when the database answers and has every migration this server knows applied;
   * rejects otherwise (docs/deploy.md, /readyz). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** How many migrations a folder holds, from drizzle-kit's journal. */
export function migrationCount(folder: string): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** Throws unless `applied` migrations cover the `known` ones. */
export function checkMigrated(applied: number, known: number): void {
  if (applied < known) throw new Error(`${String(applied)} of ${String(known)} migrations applied`);
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Statements kept per connection: far more than the server's queries have shapes. */
const KEPT_STATEMENTS = 500;

/**
 * Keeps the statements a connection prepares, by their SQL, for the next query of the same
 * shape: drizzle prepares each query it runs, and SQLite's compiling was a few percent of a sync
 * round's time. A statement is handed out reading objects, as new (drizzle asks for rows as
 * arrays each time it wants them). The oldest goes when the cache is full.
 */
function keepStatements(client: Database.Database): void {
  const prepare = client.prepare.bind(client);
  const kept = new Map<string, Database.Statement>();
  client.prepare = ((source: string) => {
    let statement = kept.get(source);
    if (statement) {
      if (statement.reader) statement.raw(false);
      return statement;
    }
    statement = prepare(source);
    if (kept.size >= KEPT_STATEMENTS) kept.delete(kept.keys().next().value ?? '');
    kept.set(source, statement);
    return statement;
  }) as Database.Database['prepare'];
}

function connect(file: string, options: Database.Options = {}): Db {
  const client = new Database(file, options);
  client.pragma('busy_timeout = 5000');
  keepStatements(client);
  return drizzle(client, { schema });
}

/** Opens the database file, applies pending migrations, and opens the read connection after. */
export function openStorage(file: string): Storage {
  const writer = connect(file);
  writer.$client.pragma('journal_mode = WAL');
  // FULL: every commit is fsync'd before it returns. A device forgets a change once the server
  // acknowledges it, so an acknowledged write must survive power loss, not only a crash
  // (NORMAL in WAL mode may lose the last commits on power loss).
  // docs/sync-protocol.md#rule-12-an-acknowledgement-is-durable
  writer.$client.pragma('synchronous = FULL');
  writer.$client.pragma('foreign_keys = ON');
  migrate(writer, { migrationsFolder });
  const reader = connect(file, { readonly: true });
  // One transaction at a time: another request's statements, run while this one awaits, would
  // otherwise land inside it.
  const queue = serialQueue();
  const tx = asTx(writer, (text) => {
    writer.$client.exec(text);
    return Promise.resolve();
  });
  // SQLite has one writer: a scope changes no order here, only which feed counter is used.
  const write: Storage['write'] = (work, scope) =>
    queue(async () => {
      const client = writer.$client;
      client.exec('BEGIN IMMEDIATE');
      try {
        const result = await inScope(tx, scope, work);
        client.exec('COMMIT');
        return result;
      } catch (error) {
        if (client.inTransaction) client.exec('ROLLBACK');
        throw error;
      }
    });
  return {
    read: reader,
    write,
    // In the write queue: the read connection is shared by every request, and a transaction
    // held open on it across awaits would take in their statements.
    snapshot: write,
    ready: () => {
      const row = reader.$client
        .prepare<[], { n: number }>('SELECT count(*) AS n FROM __drizzle_migrations')
        .get();
      checkMigrated(row?.n ?? 0, migrationCount(migrationsFolder));
      return Promise.resolve();
    },
    close: () => {
      reader.$client.close();
      writer.$client.close();
      return Promise.resolve();
    },
  };
}

/** Runs SQL with no result on a transaction's own connection, in either dialect. */
type Statement = (text: string) => Promise<void>;

/** Each open transaction's way to run a statement, so savepoints work in both dialects. */
const statementsOf = new WeakMap<Tx, Statement>();

/** Marks `db` as the handle of a running transaction that runs statements with `run`. */
export function asTx(db: Db, run: Statement): Tx {
  const tx = db as Tx;
  statementsOf.set(tx, run);
  return tx;
}

/**
 * Runs `work` inside the running transaction so that, when it fails, only its own writes are
 * undone and the transaction goes on. Savepoints nest; calls on one `tx` must not overlap.
 */
export async function savepoint<T>(tx: Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  const run = statementsOf.get(tx);
  if (!run) throw new Error('savepoint() needs the handle of a running write()');
  await run('SAVEPOINT nested');
  try {
    const result = await work(tx);
    await run('RELEASE nested');
    return result;
  } catch (error) {
    await run('ROLLBACK TO nested');
    await run('RELEASE nested');
    throw error;
  }
}
