import { migrateStored, type VersionTable } from '@optolight/domain';
import { z } from 'zod';
import type { Db } from './client';

const StoredRow = z.object({ rowid: z.number(), data: z.string(), from: z.number() });

/**
 * Brings sections stored by an earlier server up to the versions this one stores
 * (docs/sync-protocol.md#rule-16-stored-sections-have-versions), once at start and in one
 * transaction: every reader and merge then sees one shape. Revisions are brought up too, since
 * they are the bases later saves are merged from. The feed does not move: a tablet brings the
 * rows it holds up with the same steps. Rows of a newer version (a server rolled back) are left
 * as they are.
 */
export function upgradeStoredSections(db: Db, table: VersionTable): number {
  const client = db.$client;
  let upgraded = 0;
  client.transaction(() => {
    for (const [name, versions] of Object.entries(table)) {
      if (versions.version === 1) continue;
      for (const store of ['sections', 'section_revisions']) {
        const rows = StoredRow.array().parse(
          client
            .prepare(
              `SELECT rowid, data, schema_version AS "from" FROM ${store} WHERE name = ? AND schema_version < ?`,
            )
            .all(name, versions.version),
        );
        const update = client.prepare(
          `UPDATE ${store} SET data = ?, schema_version = ? WHERE rowid = ?`,
        );
        for (const row of rows) {
          const data: unknown = JSON.parse(row.data);
          const up = migrateStored(name, data, row.from, table);
          update.run(JSON.stringify(up), versions.version, row.rowid);
          upgraded++;
        }
      }
    }
  })();
  return upgraded;
}
