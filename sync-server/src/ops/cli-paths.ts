import { resolve } from 'node:path';

/** DATA_DIR as the server resolves it (from sync-server/, where `pnpm start` runs it). */
export const dataDirFromEnv = () => resolve(process.env.DATA_DIR ?? './data');

/** A path typed on the command line, from the folder it was typed in (pnpm runs scripts in the
 * package's folder and keeps the caller's in INIT_CWD). */
export const typedPath = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

/** With DATABASE_URL the data is in PostgreSQL: its own tools back it up (docs/backup.md). */
export function refuseOnPostgres(): void {
  if (!process.env.DATABASE_URL) return;
  console.error(
    'This server keeps its data in PostgreSQL (DATABASE_URL): use pg_dump and pg_restore, as docs/backup.md shows.',
  );
  process.exit(2);
}
