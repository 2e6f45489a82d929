import { storedVersion } from '@optolight/domain';
import { getMeta, setMeta } from './meta';
import type { LocalSection, OptolightDb } from './schema';
import { appVersion, appVersionsKey, rowUpToApp } from './section-version';

/**
 * Brings the section rows an older app stored up to this app's versions, with the steps the
 * server applies (docs/sync-protocol.md#rule-16-stored-sections-have-versions), so lists, reports
 * and merges all read one shape. Runs once per change of versions: the rows are read whole only
 * after an update that added steps. Rows of a newer app are left exactly as they are, and queued
 * entries keep the version they were written in (the server brings those up).
 */
export async function upgradeStoredRows(db: OptolightDb): Promise<number> {
  const key = appVersionsKey();
  if ((await getMeta(db, 'sectionVersions', '')) === key) return 0;
  return db.transaction('rw', [db.sections, db.meta], async () => {
    const older = await db.sections
      .filter((row) => storedVersion(row.schemaVersion) < appVersion(row.name))
      .toArray();
    const upgraded = older.flatMap((row): LocalSection[] => {
      const up = rowUpToApp(row);
      return up ? [up] : [];
    });
    await db.sections.bulkPut(upgraded);
    await setMeta(db, 'sectionVersions', key);
    return upgraded.length;
  });
}
