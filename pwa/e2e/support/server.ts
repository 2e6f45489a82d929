import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { registerServer } from './server-registry';
import {
  atProcessEnd,
  outboxIn,
  startPostgres,
  type OutboxEntry,
} from '@optolight/sync-server/testing';

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
/** The test build (`pnpm build:test`): the production build plus the hooks the journeys and the
 * benchmarks drive (pwa/src/lib/test-hooks.ts). */
export const pwaDist = join(repoRoot, 'pwa', 'dist-test');

export interface TestServer {
  url: string;
  dataDir: string;
  /** The server's PostgreSQL database, when it runs on one (E2E_DATABASE=postgres). */
  databaseUrl?: string;
  /** Mails in the server's outbox, oldest first. */
  mails(): Promise<OutboxEntry[]>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => {
        done(port);
      });
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`sync server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/plans`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`sync server did not start in 30 s:\n${log()}`);
}

/**
 * The real sync server as a child process on a free port, a temp DATA_DIR and the built PWA (the
 * test build, or `dist`: another, e.g. the production build a benchmark measures): on SQLite, or
 * with E2E_DATABASE=postgres on a throwaway PostgreSQL of its own. With `dist` null it serves the
 * API alone; `env` adds to (or overrides) its settings, e.g. one more instance on a database and
 * signing key another already uses.
 */
export async function startServer(
  dist: string | null = pwaDist,
  env: Record<string, string> = {},
): Promise<TestServer> {
  if (dist !== null && !existsSync(join(dist, 'index.html'))) {
    throw new Error(`${dist} is missing: build it first (pnpm build:test, or pnpm build).`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'optolight-e2e-'));
  const postgres =
    process.env.E2E_DATABASE === 'postgres' && !env.DATABASE_URL
      ? await startPostgres()
      : undefined;
  let output = '';
  // The run's bundle of the server when the journeys made one (global-setup.ts), else its source
  // through tsx (the benchmarks, the guide's screenshots).
  const bundle = process.env.E2E_SERVER_BUNDLE;
  const [command, args] = bundle
    ? [process.execPath, [bundle]]
    : [join(repoRoot, 'node_modules', '.bin', 'tsx'), ['sync-server/src/server.ts']];
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      PWA_DIST: dist ?? '',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SCRYPT_COST: '1024',
      LOGIN_RATE_MAX: '1000',
      ADDRESS_RATE_MAX: '1000',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  // A server kept for a worker's life (useApp) ends with the process that started it, or with
  // the run when that process is killed outright.
  const unregister = registerServer(child.pid, dataDir);
  const forget = atProcessEnd(() => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  await waitUntilUp(url, child, () => output);

  return {
    url,
    dataDir,
    ...(postgres ? { databaseUrl: postgres.url } : {}),
    mails: () => outboxIn(postgres?.url ?? join(dataDir, 'optolight.sqlite')),
    async stop() {
      forget();
      unregister();
      const isRunning = () => child.exitCode === null && child.signalCode === null;
      if (isRunning()) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (isRunning()) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
      await postgres?.stop();
    },
  };
}
