import { migrateStored, type VersionTable } from '@optolight/domain';
import { and, eq, lt } from 'drizzle-orm';
import { sectionRevisions, sections } from './schema';
import type { Storage } from './storage';

/**
 * Brings sections stored by an earlier server up to the versions this one stores
 * (docs/sync-protocol.md#rule-16-stored-sections-have-versions), once at start and in one
 * transaction: every reader and merge then sees one shape. Revisions are brought up too, since
 * they are the bases later saves are merged from. The feed does not move: a tablet brings the
 * rows it holds up with the same steps. Rows of a newer version (a server rolled back) are left
 * as they are.
 */
export function upgradeStoredSections(storage: Storage, table: VersionTable): Promise<number> {
  return storage.write(async (tx) => {
    let upgraded = 0;
    for (const [name, { version }] of Object.entries(table)) {
      if (version === 1) continue;
      const up = (data: unknown, from: number) => ({
        data: migrateStored(name, data, from, table),
        schemaVersion: version,
      });
      for (const row of await tx
        .select()
        .from(sections)
        .where(and(eq(sections.name, name), lt(sections.schemaVersion, version)))) {
        await tx
          .update(sections)
          .set(up(row.data, row.schemaVersion))
          .where(and(eq(sections.recordId, row.recordId), eq(sections.name, name)));
        upgraded++;
      }
      for (const row of await tx
        .select()
        .from(sectionRevisions)
        .where(and(eq(sectionRevisions.name, name), lt(sectionRevisions.schemaVersion, version)))) {
        await tx
          .update(sectionRevisions)
          .set(up(row.data, row.schemaVersion))
          .where(
            and(
              eq(sectionRevisions.recordId, row.recordId),
              eq(sectionRevisions.name, name),
              eq(sectionRevisions.version, row.version),
            ),
          );
        upgraded++;
      }
    }
    return upgraded;
  });
}
