import { cmp, RangeSet, type IntervalTree, type ObservabilitySet, type Transaction } from 'dexie';
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

/** Where a write notes the patients it stored (see notePatientsStored). */
const patientsPart = (dbName: string) => `idb://${dbName}/records/:patients`;

/**
 * Notes in a write's changes the patients whose list rows (a patient record, its info, its
 * archive section) it stored. Dexie names no keys of a write of 50 rows or more, so a download's
 * slice would otherwise have every patient list read again whole; this names a few hundred ids
 * of the thousand rows, read by whoever watches (patientsNamed), at no extra row written. The
 * part goes where Dexie gathers the transaction's changes, on its IndexedDB transaction, and
 * reaches every page with Dexie's own broadcast at commit; patient-list.node.test.ts fails if a
 * Dexie update moves it.
 */
export function notePatientsStored(tx: Transaction, ids: readonly string[]): void {
  // Noted even when none: a slice of only evaluations and notes changes no patient's row.
  const trans = tx.idbtrans as IDBTransaction & { mutatedParts?: ObservabilitySet };
  const parts = (trans.mutatedParts ??= {});
  const set = new RangeSet();
  set.addKeys([...ids]);
  parts[patientsPart(tx.db.name)] = set;
}

/** The patients a write noted it stored (notePatientsStored; possibly none), or null when it
 * noted nothing: then its own keys, or the whole table, tell what changed. */
export function patientsNamed(
  db: OptolightDb,
  parts: ObservabilitySet,
): ReadonlySet<string> | null {
  const part = parts[patientsPart(db.name)];
  const keys = part && singleKeys(part);
  if (!keys) return null;
  return new Set(keys.filter((key): key is string => typeof key === 'string'));
}
