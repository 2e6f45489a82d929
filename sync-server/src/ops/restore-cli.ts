/**
 * pnpm restore FOLDER: brings a backup made by `pnpm backup` into the server's DATA_DIR, which
 * must hold no database; checksums and integrity are checked first (docs/backup.md). Start the
 * server afterwards.
 */
import { parseArgs } from 'node:util';
import { restoreSqlite } from './backup';
import { dataDirFromEnv, refuseOnPostgres, typedPath } from './cli-paths';

refuseOnPostgres();
const { positionals } = parseArgs({ allowPositionals: true });
const [from] = positionals;
if (!from || positionals.length > 1) {
  console.error('Usage: pnpm restore <backup folder>');
  process.exit(2);
}
const dataDir = dataDirFromEnv();
try {
  await restoreSqlite({ from: typedPath(from), dataDir });
  console.log(`Restored ${typedPath(from)} into ${dataDir}; start the server to use it`);
} catch (error) {
  console.error(`Nothing was restored: ${(error as Error).message}`);
  process.exitCode = 1;
}
