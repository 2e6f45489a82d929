import { chmodSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Keeps the data folder private to the server's user: the database and its -wal/-shm files,
 * the mail outbox, the signing key and uploads hold patient data and secrets. A umask of 077
 * makes everything created from now on (SQLite's own files included) 0600 in 0700 folders;
 * what an older version left readable is tightened once at start.
 */
export function keepDataPrivate(dataDir: string): void {
  process.umask(0o077);
  tighten(dataDir);
}

function tighten(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) tighten(path);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
}
