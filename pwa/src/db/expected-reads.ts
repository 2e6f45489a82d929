import type { SaveReads } from './section-write';
import type { LocalRecord, LocalSection, OptolightDb, OutboxEntry } from './schema';

/**
 * What this tab last saw a section save read, per device database: the rows as this tab last
 * read or wrote them. Only ever a guess, checked inside the save's transaction (see saveSection):
 * a pull, the sync engine or another tab may have changed any of it since.
 */
interface Known {
  lastSeq: number;
  records: Map<string, LocalRecord | undefined>;
  sections: Map<string, { current: LocalSection | undefined; last: OutboxEntry | undefined }>;
}

/** Sections (and records) remembered per database; the oldest go first (a clinician works a
 * few at a time). */
const MAX_REMEMBERED = 64;
const known = new WeakMap<OptolightDb, Known>();
const keyOf = (recordId: string, name: string) => JSON.stringify([recordId, name]);

export function expectedReads(
  db: OptolightDb,
  recordId: string,
  name: string,
): SaveReads | undefined {
  const k = known.get(db);
  const section = k?.sections.get(keyOf(recordId, name));
  if (!k || !section || !k.records.has(recordId)) return undefined;
  return { ...section, record: k.records.get(recordId), lastSeq: k.lastSeq };
}

export function rememberReads(
  db: OptolightDb,
  recordId: string,
  name: string,
  reads: SaveReads,
): void {
  const k = known.get(db) ?? { lastSeq: reads.lastSeq, records: new Map(), sections: new Map() };
  known.set(db, k);
  const key = keyOf(recordId, name);
  k.lastSeq = reads.lastSeq;
  k.records.delete(recordId);
  k.records.set(recordId, reads.record);
  k.sections.delete(key);
  k.sections.set(key, { current: reads.current, last: reads.last });
  for (const map of [k.records, k.sections] as Map<string, unknown>[]) {
    const oldest = map.keys().next().value;
    if (map.size > MAX_REMEMBERED && oldest !== undefined) map.delete(oldest);
  }
}

export function forgetReads(db: OptolightDb, recordId: string, name: string): void {
  known.get(db)?.sections.delete(keyOf(recordId, name));
}
