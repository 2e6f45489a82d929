import Database from 'better-sqlite3';
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';
import { SUMS_FILE, verifySums, writeSums } from './checksums';

/** The server's database file and signing key in DATA_DIR (config.ts, storage.ts). */
export const DATABASE_FILE = 'optolight.sqlite';
export const SECRET_FILE = 'jwt-secret';
const PREFIX = 'optolight-';
/** A partial folder this old is left over from a backup that was killed. */
const STALE_MS = 60 * 60 * 1000;

export interface Backup {
  folder: string;
  bytes: number;
  /** Backups removed for `keep`. */
  removed: string[];
}

/** Backup folders in `to`, oldest first (their names sort by time). */
export function backupsIn(to: string): string[] {
  if (!existsSync(to)) return [];
  return readdirSync(to)
    .filter((name) => name.startsWith(PREFIX))
    .sort();
}

/**
 * A consistent copy of a running server's SQLite database (SQLite's online backup API, in one
 * step, so the copy is one moment of the database while the server goes on writing) and its
 * signing key, with their checksums. It is made in a hidden partial folder and renamed into place
 * only once complete and fsync'd: a backup killed at any point leaves the earlier ones as they
 * were, and never a folder that looks complete (docs/backup.md). `keep` removes the oldest
 * backups beyond that many.
 */
export async function backupSqlite(options: {
  dataDir: string;
  to: string;
  keep?: number;
  now?: Date;
}): Promise<Backup> {
  const source = join(options.dataDir, DATABASE_FILE);
  if (!existsSync(source)) throw new Error(`There is no database to back up in ${options.dataDir}`);
  mkdirSync(options.to, { recursive: true, mode: 0o700 });
  const name = `${PREFIX}${stamp(options.now ?? new Date())}`;
  const partial = join(options.to, `.${name}.partial`);
  mkdirSync(partial, { mode: 0o700 });
  const files = [DATABASE_FILE];
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // All pages in one step: stepped copies start again whenever the server writes between steps.
    await db.backup(join(partial, DATABASE_FILE), { progress: () => Number.MAX_SAFE_INTEGER });
  } finally {
    db.close();
  }
  checkIntegrity(join(partial, DATABASE_FILE), true);
  if (existsSync(join(options.dataDir, SECRET_FILE))) {
    copyFileSync(join(options.dataDir, SECRET_FILE), join(partial, SECRET_FILE));
    files.push(SECRET_FILE);
  }
  await writeSums(partial, files);
  // Patient data and the signing key: readable by the server's user only, as in DATA_DIR.
  for (const file of [...files, SUMS_FILE]) {
    chmodSync(join(partial, file), 0o600);
    syncFile(join(partial, file));
  }
  syncFile(partial);
  const folder = join(options.to, name);
  renameSync(partial, folder);
  syncFile(options.to);
  const removed = options.keep ? prune(options.to, options.keep) : [];
  removeStalePartials(options.to);
  return { folder, bytes: statSync(join(folder, DATABASE_FILE)).size, removed };
}

/**
 * Brings a backup back into an empty data folder: its checksums and the database's integrity are
 * checked first, and a data folder that already holds a database is refused, so nothing is
 * overwritten. The database lands under a temporary name and is renamed into place last, so a
 * restore cut short leaves no database the server would start on.
 */
export async function restoreSqlite(options: { from: string; dataDir: string }): Promise<void> {
  const files = await verifySums(options.from);
  if (!files.includes(DATABASE_FILE))
    throw new Error(`The backup holds no ${DATABASE_FILE}: it is not an Optolight backup`);
  checkIntegrity(join(options.from, DATABASE_FILE));
  const target = join(options.dataDir, DATABASE_FILE);
  if (['', '-wal', '-shm'].some((suffix) => existsSync(`${target}${suffix}`)))
    throw new Error(
      `${options.dataDir} already holds a database: restore into an empty data folder`,
    );
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  // The key first: sessions signed before the backup stay valid on the restored server.
  if (files.includes(SECRET_FILE))
    placeFile(join(options.from, SECRET_FILE), options.dataDir, SECRET_FILE);
  placeFile(join(options.from, DATABASE_FILE), options.dataDir, DATABASE_FILE);
}

/** A copy renamed into place once written and fsync'd. */
function placeFile(from: string, dir: string, name: string): void {
  const temporary = join(dir, `.${name}.restoring`);
  copyFileSync(from, temporary);
  chmodSync(temporary, 0o600);
  syncFile(temporary);
  renameSync(temporary, join(dir, name));
  syncFile(dir);
}

/**
 * Throws unless SQLite finds the database file whole. `settle` (the fresh copy) also turns it
 * from WAL into a single self-contained file, readable where it lies without -wal or -shm
 * files; the server turns WAL back on when it opens it.
 */
function checkIntegrity(file: string, settle = false): void {
  let result: unknown;
  try {
    const db = new Database(file, { readonly: !settle, fileMustExist: true });
    try {
      if (settle) db.pragma('journal_mode = DELETE');
      result = db.pragma('integrity_check', { simple: true });
    } finally {
      db.close();
    }
  } catch (error) {
    throw new Error(`The database copy could not be read: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (result !== 'ok') throw new Error(`The database copy is damaged: ${String(result)}`);
}

function syncFile(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** 2026-12-02T22:05:33.123Z as 20261202T220533123Z: sorts by time and is a plain file name. */
const stamp = (date: Date) => date.toISOString().replace(/[-:.]/g, '');

function prune(to: string, keep: number): string[] {
  const all = backupsIn(to);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const name of old) rmSync(join(to, name), { recursive: true, force: true });
  return old;
}

function removeStalePartials(to: string): void {
  const now = Date.now();
  for (const name of readdirSync(to)) {
    if (!name.startsWith(`.${PREFIX}`) || !name.endsWith('.partial')) continue;
    const path = join(to, name);
    if (now - statSync(path).mtimeMs > STALE_MS) rmSync(path, { recursive: true, force: true });
  }
}
