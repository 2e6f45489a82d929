import { cmp, RangeSet, type IntervalTree, type ObservabilitySet } from 'dexie';
import type { OptolightDb } from './schema';

/** Every record may have changed: a large write or a range delete, whose keys Dexie leaves out. */
export const everyRecord = 'every record';

export type ChangedRecords = ReadonlySet<string> | typeof everyRecord;

/** The keys a part names, or null when it names a range rather than single keys. */
function singleKeys(tree: IntervalTree | undefined): unknown[] | null {
  if (!tree || tree.d === 0) return [];
  const keys: unknown[] = [];
  for (const node of RangeSet(tree)) {
    if (cmp(node.from, node.to) !== 0) return null;
    keys.push(node.from);
  }
  return keys;
}

/**
 * The records a committed write touched, by id: a record row itself, or one of its sections.
 * Dexie names the keys of a small write (under 50 rows, each save and most of a later sync's
 * pages); of a larger one, a download's slice, it names the whole table (`everyRecord`).
 */
export function changedRecords(db: OptolightDb, parts: ObservabilitySet): ChangedRecords {
  const ids = new Set<string>();
  for (const table of ['records', 'sections'] as const)
    for (const part of ['', ':dels']) {
      const keys = singleKeys(parts[`idb://${db.name}/${table}/${part}`]);
      if (!keys) return everyRecord;
      for (const key of keys) {
        const id: unknown =
          table === 'records' ? key : Array.isArray(key) ? (key as unknown[])[0] : undefined;
        if (typeof id !== 'string') return everyRecord;
        ids.add(id);
      }
    }
  return ids;
}

/** Adds one write's changes to those not handled yet. */
export function mergeChanged(a: ChangedRecords, b: ChangedRecords): ChangedRecords {
  if (a === everyRecord || b === everyRecord) return everyRecord;
  return a.size === 0 ? b : new Set([...a, ...b]);
}
