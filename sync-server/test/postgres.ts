import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statfsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { atProcessEnd } from './process-end';

const run = promisify(execFile);

export interface Postgres {
  /** Connection string for the empty `optolight` database, e.g. for DATABASE_URL. */
  url: string;
  /** The same database over the server's Unix socket, as a server on the same machine reaches it. */
  socketUrl: string;
  /** Stops the server and deletes its files; safe to call twice. */
  stop(): Promise<void>;
}

/** Debian installs each major version's server under /usr/lib/postgresql/<major>/bin. */
export function findPostgresBin(root = '/usr/lib/postgresql'): string {
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!majors[0]) {
    throw new Error(
      `No PostgreSQL server found under ${root}/*/bin: install Debian's postgresql package ` +
        '(bash scripts/install-test-tools.sh, or apt-get install -y postgresql).',
    );
  }
  return join(root, majors[0], 'bin');
}

/** initdb refuses to run as root, so as root the cluster belongs to the postgres OS user. */
function clusterOwner() {
  const asRoot = process.getuid?.() === 0;
  return {
    asRoot,
    user: asRoot ? 'postgres' : userInfo().username,
    command: (cmd: string, args: string[]): [string, string[]] =>
      asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args],
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  return address.port;
}

const TMPFS_MAGIC = 0x01021994;
const inMemory = (path: string) => statfsSync(path).type === TMPFS_MAGIC;

/**
 * Where a cluster's folder goes: the temp folder, unless its commits must reach a disk and the
 * temp folder is in memory (TMPDIR on tmpfs). Flushing costs nothing there, so a benchmark of
 * durable commits would measure something else: bench:load:practices gave two practices 1.1–1.3
 * times one practice's saves on tmpfs and 1.2–1.8 times on the disk.
 */
function clusterParent(durable: boolean): string {
  if (!durable || !inMemory(tmpdir())) return tmpdir();
  return existsSync('/var/tmp') && !inMemory('/var/tmp') ? '/var/tmp' : tmpdir();
}

/** A real, throwaway PostgreSQL on 127.0.0.1 with trust auth, in a temp folder; with `durable`,
 * every commit is flushed to disk as in production (benchmarks), otherwise not (tests). */
export async function startPostgres(options: { durable?: boolean } = {}): Promise<Postgres> {
  const bin = findPostgresBin();
  const owner = clusterOwner();
  const dir = mkdtempSync(join(clusterParent(options.durable ?? false), 'optolight-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'postgres.log');
  const pgCtl = (...args: string[]) => owner.command(join(bin, 'pg_ctl'), ['-D', data, ...args]);
  // On a crash or Ctrl-C the server would outlive the tests, so the process's end stops it too.
  const cleanup = () => {
    const [cmd, args] = pgCtl('stop', '-m', 'immediate');
    try {
      if (existsSync(join(data, 'postmaster.pid'))) execFileSync(cmd, args, { stdio: 'ignore' });
    } catch {
      // Not running after all; the folder goes either way.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const forget = atProcessEnd(cleanup);
  try {
    if (owner.asRoot) await run('chown', ['postgres:', dir]);
    // UTF-8 with C collation sorts the same on every machine; no fsync, the data is thrown away.
    const initdb = ['-D', data, '-U', owner.user, '--auth=trust', '--locale=C', '--no-sync'];
    await run(...owner.command(join(bin, 'initdb'), ['--encoding=UTF8', ...initdb]));
    const port = await startOnFreePort(pgCtl, dir, log, options.durable ?? false);
    const tcp = ['-h', '127.0.0.1', '-p', `${port}`, '-U', owner.user];
    await run(join(bin, 'createdb'), [...tcp, 'optolight']);
    return {
      url: `postgres://${owner.user}@127.0.0.1:${port}/optolight`,
      socketUrl: `postgres://${owner.user}@/optolight?host=${encodeURIComponent(dir)}&port=${port}`,
      async stop() {
        const running = existsSync(join(data, 'postmaster.pid'));
        if (running) await run(...pgCtl('stop', '-m', 'fast', '-w'));
        rmSync(dir, { recursive: true, force: true });
        forget();
      },
    };
  } catch (error) {
    const tail = existsSync(log) ? `\n${readFileSync(log, 'utf8').slice(-2000)}` : '';
    cleanup();
    forget();
    const message = `PostgreSQL did not start: ${(error as Error).message}${tail}`;
    throw new Error(message, { cause: error });
  }
}

/** Another process can take the free port between the check and the start, so a few tries. */
async function startOnFreePort(
  pgCtl: (...args: string[]) => [string, string[]],
  socketDir: string,
  log: string,
  durable: boolean,
): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=${durable ? 'on' : 'off'}`;
    try {
      await run(...pgCtl('start', '-w', '-l', log, '-o', options));
      return port;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
