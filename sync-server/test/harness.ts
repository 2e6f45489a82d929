import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import type { VersionTable } from '@optolight/domain';
import { getTableName, is, sql, type SQL } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { migratedTemplate } from './postgres-setup';
import { loadConfig } from '../src/config';
import * as schema from '../src/db/schema';

export interface Harness {
  app: FastifyInstance;
  dataDir: string;
  /** Closes the app and opens a new one on the same data folder (a server restart), with other
   * options when given (a server updated to new section versions). */
  restart(next?: { sectionVersions?: VersionTable }): Promise<void>;
  /** Another server instance on the same database, as behind a load balancer; closed with the
   * harness at the latest. */
  another(extra?: Parameters<typeof buildApp>[1]): Promise<FastifyInstance>;
  close(): Promise<void>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server the suite runs on, when it runs on PostgreSQL. */
    postgresUrl: string;
  }
}

/** The PostgreSQL run's server, if this is it; scripts that start a harness run outside vitest. */
function providedPostgresUrl(): string | undefined {
  try {
    return inject('postgresUrl');
  } catch {
    return undefined;
  }
}

/** Whether this is the PostgreSQL run of the server suite. */
export const onPostgres = (): boolean => providedPostgresUrl() !== undefined;

/**
 * On the PostgreSQL run (vitest.postgres.config.ts), a fresh database for one harness, copied from
 * the run's migrated template; on the SQLite run, nothing: the server keeps its file in the
 * harness's data folder.
 */
async function testDatabase() {
  const serverUrl = providedPostgresUrl();
  if (!serverUrl) return undefined;
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name} TEMPLATE ${migratedTemplate}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), JWT_SECRET: 'a-test-signing-key-of-at-least-32-chars' },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A real server on a real database in a temp folder, driven with app.inject(): SQLite, or
 * PostgreSQL on the PostgreSQL run. */
export async function startHarness(
  env: Record<string, string> = {},
  options: Parameters<typeof buildApp>[1] = {},
): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'optolight-test-'));
  const database = await testDatabase();
  const config = () =>
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SCRYPT_COST: '1024',
      PWA_DIST: join(dataDir, 'no-dist'),
      ...database?.env,
      ...env,
    });
  // Closed before the database is dropped, even when a test ended without closing them.
  const others: FastifyInstance[] = [];
  const removeAll = async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A server refused at start (a test of a setting it must refuse) leaves nothing behind.
  let app: FastifyInstance;
  try {
    app = await buildApp(config(), options);
  } catch (error) {
    await removeAll();
    throw error;
  }
  const harness: Harness = {
    app,
    dataDir,
    async another(extra) {
      const other = await buildApp(config(), { ...options, ...extra });
      others.push(other);
      return other;
    },
    async restart(next = options) {
      await harness.app.close();
      harness.app = await buildApp(config(), next);
    },
    async close() {
      await Promise.all([harness.app, ...others].map((each) => each.close()));
      await removeAll();
    },
  };
  return harness;
}

type Headers = Record<string, string>;

/** Shorthands for JSON calls with an account's auth header. */
export function caller(app: () => FastifyInstance, headers: Headers = {}) {
  return {
    get: (url: string) => app().inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: object) =>
      app().inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) }),
    delete: (url: string) => app().inject({ method: 'DELETE', url, headers }),
    patch: (url: string, payload: object) =>
      app().inject({ method: 'PATCH', url, headers, payload }),
    /** A file sent as a browser's form sends it: one multipart field. */
    upload: (
      url: string,
      field: string,
      file: { name: string; type: string; bytes: Uint8Array },
    ) => {
      const boundary = 'testboundary7d2a9f3b';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return app().inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    },
  };
}

/** Runs `work` on the server's write connection, in a transaction of its own: for tests that
 * plant a trigger or count the changes the server made. */
export const onWriteConnection = <T>(
  app: FastifyInstance,
  work: (client: Database.Database) => T,
) => app.storage.write((tx) => Promise.resolve(work(tx.$client)));

/** Runs one statement on the server's database, in the spelling of its dialect: for tests that
 * plant a trigger. */
export const execOnDatabase = (
  app: FastifyInstance,
  statements: { sqlite: string; postgres: string },
) =>
  app.storage.write(async (tx) => {
    if (app.config.DATABASE_URL)
      // The PostgreSQL handle is typed as the SQLite one (db/storage-pg.ts); its execute() runs SQL.
      await (tx as unknown as { execute: (query: SQL) => Promise<unknown> }).execute(
        sql.raw(statements.postgres),
      );
    else tx.$client.exec(statements.sqlite);
  });

/**
 * A fingerprint of everything stored, for tests that check a request changed nothing. The
 * attempt counters (rate_limits) are left out: counting an attempt, even a malformed one, is
 * what they are for.
 */
export const writesSoFar = async (app: FastifyInstance): Promise<string> => {
  const parts: string[] = [];
  for (const table of Object.values(schema as Record<string, unknown>)) {
    if (!is(table, SQLiteTable) || table === schema.rateLimits) continue;
    const rows = await app.storage.read.select().from(table);
    const text = JSON.stringify(rows, (_key, value: unknown) =>
      Buffer.isBuffer(value) ? value.toString('base64') : value,
    );
    parts.push(`${getTableName(table)}:${createHash('sha256').update(text).digest('hex')}`);
  }
  return parts.join(',');
};
