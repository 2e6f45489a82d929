/**
 * pnpm backup [--to FOLDER] [--keep N]: a consistent copy of the running server's SQLite database
 * and signing key, checked and with checksums (docs/backup.md). The server's DATA_DIR; FOLDER
 * defaults to BACKUP_DIR, else ./backups beside ./data; --keep removes the oldest beyond N.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backupSqlite } from './backup';
import { dataDirFromEnv, refuseOnPostgres, typedPath } from './cli-paths';

refuseOnPostgres();
const { values } = parseArgs({ options: { to: { type: 'string' }, keep: { type: 'string' } } });
const keep = values.keep === undefined ? undefined : Number(values.keep);
if (keep !== undefined && !(Number.isInteger(keep) && keep > 0)) {
  console.error('--keep takes a whole number of backups to keep, 1 or more');
  process.exit(2);
}
const to = values.to ? typedPath(values.to) : resolve(process.env.BACKUP_DIR ?? './backups');
try {
  const backup = await backupSqlite({ dataDir: dataDirFromEnv(), to, ...(keep ? { keep } : {}) });
  console.log(
    `Backed up ${(backup.bytes / 1e6).toFixed(1)} MB to ${backup.folder} (integrity checked, SHA256SUMS written)`,
  );
  for (const name of backup.removed) console.log(`Removed the older backup ${name}`);
} catch (error) {
  console.error(`The backup failed: ${(error as Error).message}. Earlier backups are untouched.`);
  process.exitCode = 1;
}
