import type { SectionName } from '@optolight/domain';
import { useKeyedLiveQuery } from '../../../db/keyed-live-query';
import { getMeta } from '../../../db/meta';
import { fieldSides, withYours } from './conflict-sides';
import { useDb } from './db';
import type { StoredSection } from './records';

export interface ShownSection {
  /** What the form opens with: the stored section, with this device's values where a
   * conflict is open (the notice above the form holds the other device's). */
  raw: unknown;
  /** Changes when a conflict opens or is settled, so the form opens again on the new content. */
  key: string;
}

/** Read in one transaction: settling a conflict changes the section and the conflict together,
 * and the form must never open on one without the other. undefined while loading. */
export function useShownSection(
  recordId: string | null,
  name: SectionName,
  stored: StoredSection | undefined,
): ShownSection | undefined {
  const db = useDb();
  const shown = useKeyedLiveQuery(async () => {
    if (!db || !recordId) return { raw: undefined, key: '' };
    return db.transaction('r', [db.sections, db.conflicts, db.meta], async () => {
      const [row, all, deviceId] = await Promise.all([
        db.sections.get([recordId, name]),
        db.conflicts.where('recordId').equals(recordId).toArray(),
        getMeta<string>(db, 'deviceId', ''),
      ]);
      const open = all.filter((c) => c.section === name && !c.resolvedAt);
      const sides = open.flatMap((c) => fieldSides(c, deviceId || null));
      return {
        raw: sides.length ? withYours(row?.data, sides) : row?.data,
        key: open.map((c) => c.id).join(','),
      };
    });
  }, [db, recordId, name]);
  return stored ? shown : undefined;
}
