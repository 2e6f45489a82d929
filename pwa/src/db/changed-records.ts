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

/** What a write can note it stored, beside the keys Dexie names: the patients whose list rows
 * it stored, or every record it stored a row or section of. */
type Noted = 'patients' | 'records';

/** Where a write notes what it stored (see notePatientsStored). */
const notedPart = (dbName: string, what: Noted) => `idb://${dbName}/records/:${what}`;

function noteStored(tx: Transaction, what: Noted, ids: readonly string[]): void {
  const trans = tx.idbtrans as IDBTransaction & { mutatedParts?: ObservabilitySet };
  const parts = (trans.mutatedParts ??= {});
  const set = new RangeSet();
  set.addKeys([...ids]);
  parts[notedPart(tx.db.name, what)] = set;
}

/** The ids a write noted (possibly none), or null when it noted nothing of that kind. */
function namedIn(db: OptolightDb, parts: ObservabilitySet, what: Noted) {
  const part = parts[notedPart(db.name, what)];
  const keys = part && singleKeys(part);
  if (!keys) return null;
  return new Set(keys.filter((key): key is string => typeof key === 'string'));
}

/**
 * Notes in a write's changes the patients whose list rows (a patient record, its info, its
 * archive section) it stored. Dexie names no keys of a write of 50 rows or more, so a download's
 * slice would otherwise have every patient list read again whole; this names a few hundred ids
 * of the thousand rows, read by whoever watches (patientsNamed), at no extra row written. The
 * part goes where Dexie gathers the transaction's changes, on its IndexedDB transaction, and
 * reaches every page with Dexie's own broadcast at commit; patient-list.node.test.ts fails if a
 * Dexie update moves it. Noted even when none: a slice of only evaluations and notes changes no
 * patient's row.
 */
export function notePatientsStored(tx: Transaction, ids: readonly string[]): void {
  noteStored(tx, 'patients', ids);
}

/** The patients a write noted it stored (notePatientsStored; possibly none), or null when it
 * noted nothing: then its own keys, or the whole table, tell what changed. */
export function patientsNamed(
  db: OptolightDb,
  parts: ObservabilitySet,
): ReadonlySet<string> | null {
  return namedIn(db, parts, 'patients');
}

/**
 * Notes every record a write stored a row or a section of, as notePatientsStored notes patients:
 * a sync page after the first download names its records to what is kept of every record (the
 * due index), which reads those again instead of the whole practice.
 */
export function noteRecordsStored(tx: Transaction, ids: readonly string[]): void {
  noteStored(tx, 'records', ids);
}

/** The records a write noted it stored (noteRecordsStored), or null when it noted none. */
export function recordsNamed(db: OptolightDb, parts: ObservabilitySet): ReadonlySet<string> | null {
  return namedIn(db, parts, 'records');
}
