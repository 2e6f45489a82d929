import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import type { VersionTable } from '@optolight/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

export interface Harness {
  app: FastifyInstance;
  dataDir: string;
  /** Closes the app and opens a new one on the same data folder (a server restart), with other
   * options when given (a server updated to new section versions). */
  restart(next?: { sectionVersions?: VersionTable }): Promise<void>;
  close(): Promise<void>;
}

/** A real server on a real SQLite file in a temp folder, driven with app.inject(). */
export async function startHarness(
  env: Record<string, string> = {},
  options: { sectionVersions?: VersionTable } = {},
): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'optolight-test-'));
  const config = () =>
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SCRYPT_COST: '1024',
      PWA_DIST: join(dataDir, 'no-dist'),
      ...env,
    });
  const harness: Harness = {
    app: await buildApp(config(), options),
    dataDir,
    async restart(next = options) {
      await harness.app.close();
      harness.app = await buildApp(config(), next);
    },
    async close() {
      await harness.app.close();
      rmSync(dataDir, { recursive: true, force: true });
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
  };
}

/** Runs `work` on the server's write connection, in a transaction of its own: for tests that
 * plant a trigger or count the changes the server made. */
export const onWriteConnection = <T>(
  app: FastifyInstance,
  work: (client: Database.Database) => T,
) => app.storage.write((tx) => Promise.resolve(work(tx.$client)));
