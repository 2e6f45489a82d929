import { mergeSection, sameValue, valueAt, withValueAt } from '@optolight/domain';
import { SignedRecordError } from './errors';
import { getMeta } from './meta';
import { newEntry } from './outbox';
import type { LocalRecord, LocalSection, OptolightDb, OutboxEntry } from './schema';
import { pendingSignature } from './signing';
import { appVersion, isNewerThanApp, newerError, rowUpToApp } from './section-version';

/** What a section save reads before it writes. */
export interface SaveReads {
  current: LocalSection | undefined;
  record: LocalRecord | undefined;
  /** The section's newest outbox entry, which an unsent save folds into. */
  last: OutboxEntry | undefined;
  lastSeq: number;
  /** The record's signature waits in the outbox: it is as good as signed here. */
  signing: boolean;
}

export interface SectionEdit {
  recordId: string;
  name: string;
  edited: unknown;
  at: string;
  /** The content the form was opened with (see saveSectionOnDevice). */
  editedFrom?: unknown;
}

/** The rows one save writes. */
export interface SectionRows {
  section: LocalSection;
  record: LocalRecord | undefined;
  entry: OutboxEntry;
  /** A new outbox entry (and lastSeq), rather than one folded into the unsent `last`. */
  appended: boolean;
}

/** Issues the save's four reads at once: each awaited round trip costs a tablet milliseconds. */
export async function readForSave(
  db: OptolightDb,
  recordId: string,
  name: string,
): Promise<SaveReads> {
  const [current, record, last, lastSeq, signing] = await Promise.all([
    db.sections.get([recordId, name]),
    db.records.get(recordId),
    db.outbox.where('[recordId+section]').equals([recordId, name]).last(),
    getMeta(db, 'lastSeq', 0),
    pendingSignature(db, recordId),
  ]);
  return { current, record, last, lastSeq, signing: signing !== undefined };
}

/** Works out what a save writes from what it read; null when it changes nothing. */
export function planSectionWrite(reads: SaveReads, edit: SectionEdit): SectionRows | null {
  const { record, last } = reads;
  const { recordId, name, at, editedFrom } = edit;
  // A signed record changes only by addenda (docs/product.md#signed-records).
  if (record?.signature || reads.signing) throw new SignedRecordError(!record?.signature);
  // Content a newer app wrote is never saved over: this app would drop what it cannot read.
  if (reads.current && isNewerThanApp(reads.current)) throw newerError(reads.current);
  const current = reads.current && rowUpToApp(reads.current);
  const schemaVersion = appVersion(name);
  const section: LocalSection = {
    ...(current ?? { recordId, name, data: {}, serverData: {}, serverVersion: 0, updatedAt: at }),
    schemaVersion,
  };
  let data = edit.edited;
  let base = section.data;
  let clashes: string[] = [];
  // The section changed underneath the form (a pull, another tab): lay the person's changes over
  // it instead of reverting it, and send a field both changed as a clash the server keeps visible.
  if (current && editedFrom !== undefined && !sameValue(editedFrom, current.data)) {
    const merged = mergeSection(editedFrom, edit.edited, current.data);
    data = merged.merged;
    clashes = merged.conflicts;
    base = clashes.reduce(
      (b, path) => withValueAt(b, path, valueAt(editedFrom, path)),
      current.data,
    );
  }
  if (current && sameValue(current.data, data)) return null;
  const written = {
    section: { ...section, data, updatedAt: at },
    record: record && { ...record, updatedAt: at },
  };
  if (
    !clashes.length &&
    last?.type === 'saveSection' &&
    last.status === 'pending' &&
    !last.attempted &&
    // An entry queued by an older app keeps its own shape: this save gets an entry of its own.
    last.schemaVersion === schemaVersion
  )
    return { ...written, entry: { ...last, data }, appended: false };
  const entry = newEntry(
    {
      type: 'saveSection',
      recordId,
      section: name,
      data,
      base,
      baseVersion: section.serverVersion,
      schemaVersion,
    },
    reads.lastSeq + 1,
  );
  return { ...written, entry, appended: true };
}

/** Issues a planned save's writes; the caller's transaction holds all four tables. */
export async function applyWrite(db: OptolightDb, w: SectionRows): Promise<void> {
  const writes: Promise<unknown>[] = [db.sections.put(w.section)];
  // A put of the row read before: update() would read it again, one more round trip.
  if (w.record) writes.push(db.records.put(w.record));
  if (w.appended)
    writes.push(db.outbox.add(w.entry), db.meta.put({ key: 'lastSeq', value: w.entry.seq }));
  else writes.push(db.outbox.put(w.entry));
  await Promise.all(writes);
}
