import { byInstant } from '@optolight/domain';
import {
  readSectionLeniently,
  type RecordKind,
  type SectionName,
  type SectionValue,
} from '@optolight/domain';
import { useKeyedLiveQuery } from '../../../db/keyed-live-query';
import type { LocalConflict, LocalRecord } from '../../../db/schema';
import type { OptolightDb } from '../../../db/schema';
import { rowUpToApp } from '../../../db/section-version';
import type { ConflictSection } from './conflict-section';
import { useDb } from './db';

/** A stored section for a form or a list: every field that fits today's schema, defaults for
 * the rest (StoredValuesNotice lists those), never an empty form over stored content. */
export function readSection<N extends SectionName>(name: N, data: unknown): SectionValue<N> {
  return readSectionLeniently(name, data).value;
}

export interface VisitRecord {
  record: LocalRecord;
  appointment: SectionValue<'appointment'>;
}

function loadVisits(db: OptolightDb, parentId: string, kind: RecordKind): Promise<VisitRecord[]> {
  // One transaction: while a download writes, each separate read would wait for its own turn.
  return db.transaction('r', [db.records, db.sections], () => readVisits(db, parentId, kind));
}

async function readVisits(
  db: OptolightDb,
  parentId: string,
  kind: RecordKind,
): Promise<VisitRecord[]> {
  const records = (await db.records.where('parentId').equals(parentId).toArray())
    .filter((r) => r.kind === kind && !r.deleted)
    .sort((a, b) => byInstant(a.createdAt, b.createdAt));
  const sections = await db.sections.bulkGet(
    records.map((r) => [r.id, 'appointment'] as [string, string]),
  );
  return records.map((record, i) => ({
    record,
    appointment: readSection('appointment', sections[i]?.data),
  }));
}

/** The evaluations (or notes) under a patient (or evaluation), oldest first; undefined loading. */
export function useVisits(parentId: string | null, kind: RecordKind): VisitRecord[] | undefined {
  const db = useDb();
  return useKeyedLiveQuery(
    () => (db && parentId ? loadVisits(db, parentId, kind) : []),
    [db, parentId, kind],
  );
}

export interface StoredSection {
  /** What is stored (the form's editedFrom), in this app's shape; undefined when never saved. */
  raw: unknown;
  /** Saved by a newer version of the app: shown read-only, never saved over
   * (docs/sync-protocol.md#rule-16-stored-sections-have-versions). */
  newer?: true;
}

/** A section as stored; undefined while loading, { raw: undefined } when never saved. */
export function useStoredSection(
  recordId: string | null,
  name: ConflictSection,
): StoredSection | undefined {
  const db = useDb();
  return useKeyedLiveQuery(async () => {
    if (!db) return undefined;
    if (!recordId) return { raw: undefined };
    const row = await db.sections.get([recordId, name]);
    if (!row) return { raw: undefined };
    const current = rowUpToApp(row);
    return current ? { raw: current.data } : { raw: row.data, newer: true };
  }, [db, recordId, name]);
}

/** Every section of a record (history dialog, reports). */
export async function loadSections(
  db: OptolightDb,
  recordId: string,
): Promise<Record<string, unknown>> {
  const rows = await db.sections.where('recordId').equals(recordId).toArray();
  return Object.fromEntries(rows.map((r) => [r.name, r.data]));
}

export function useRecordSections(recordId: string | null): Record<string, unknown> | undefined {
  const db = useDb();
  return useKeyedLiveQuery(
    () => (db && recordId ? loadSections(db, recordId) : {}),
    [db, recordId],
  );
}

/** Open (unresolved) conflicts of one section. */
export function useOpenConflicts(
  recordId: string | null,
  section: ConflictSection,
): LocalConflict[] {
  const db = useDb();
  return (
    useKeyedLiveQuery(async () => {
      if (!db || !recordId) return [];
      const rows = await db.conflicts.where('recordId').equals(recordId).toArray();
      return rows.filter((c) => c.section === section && !c.resolvedAt);
    }, [db, recordId, section]) ?? []
  );
}
