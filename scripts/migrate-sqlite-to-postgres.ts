/**
 * Moves a single-server clinic to PostgreSQL (docs/deploy.md): copies every row of its SQLite
 * database into an empty PostgreSQL database in one transaction, then checks the copy (row counts
 * of every table, and every account's whole change feed read the same from both).
 * Usage, with the server stopped:
 *   pnpm exec tsx scripts/migrate-sqlite-to-postgres.ts --from sync-server/data/optolight.sqlite \
 *     --to postgres://user:pass@host:5432/optolight
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { copyToPostgres } from '../sync-server/src/db/copy-to-postgres';
import { openStorage } from '../sync-server/src/db/storage';
import { openPostgresStorage } from '../sync-server/src/db/storage-pg';

const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
if (!values.from || !values.to || !existsSync(values.from)) {
  console.error('Usage: --from <optolight.sqlite> --to postgres://…/optolight');
  process.exit(2);
}
const from = openStorage(values.from);
const to = await openPostgresStorage(values.to);
try {
  const report = await copyToPostgres(from, to);
  for (const [table, { postgres }] of Object.entries(report.counts))
    console.log(`${table.padEnd(20)} ${String(postgres).padStart(9)} rows`);
  console.log(
    `every table's count matches; ${String(report.feedsCompared)} accounts' feeds read the same`,
  );
} catch (error) {
  // The copy is one transaction: when it fails, PostgreSQL is left as it was.
  console.error(`The copy failed or does not match: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await from.close();
  await to.close();
}
