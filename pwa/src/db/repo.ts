import type { SyncKind } from '@optolight/contract';
import { mergeSection, sameValue, valueAt, withValueAt } from '@optolight/domain';
import { v7 as uuidv7 } from 'uuid';
import { guardQuota } from './errors';
import { getMeta } from './meta';
import { appendEntry } from './outbox';
import type { LocalSection, OptolightDb } from './schema';

/** Tables a local write touches, written in one transaction with its outbox entry. */
const writeTables = (db: OptolightDb) => [db.records, db.sections, db.outbox, db.meta];

export interface NewRecord {
  id?: string;
  kind: SyncKind;
  parentId: string | null;
  /** Sections saved with the record, e.g. a patient's info or a note's appointment. */
  sections: Record<string, unknown>;
}

/** Creates a record and its first sections on the device, queued for sync, all or nothing. */
export function createRecord(db: OptolightDb, input: NewRecord): Promise<string> {
  const id = input.id ?? uuidv7();
  const at = new Date().toISOString();
  return guardQuota(() =>
    db.transaction('rw', writeTables(db), async () => {
      await db.records.add({
        id,
        kind: input.kind,
        parentId: input.parentId,
        createdAt: at,
        updatedAt: at,
        deleted: false,
      });
      await appendEntry(db, {
        type: 'createRecord',
        recordId: id,
        kind: input.kind,
        parentId: input.parentId,
      });
      for (const [name, data] of Object.entries(input.sections))
        await writeSection(db, id, name, data, at);
      return id;
    }),
  );
}

/**
 * Saves a section on the device and queues it (sync rule 1: one transaction).
 *
 * `editedFrom` is the content the form was opened with. When the section changed underneath
 * (a pull, another tab), the person's changes are laid over the current content instead of
 * reverting it, and a field both changed is sent as a clash, so the server keeps it visible.
 * A save whose previous save of the section was never sent folds into it.
 */
export function saveSection(
  db: OptolightDb,
  recordId: string,
  name: string,
  data: unknown,
  editedFrom?: unknown,
): Promise<void> {
  return guardQuota(() =>
    db.transaction('rw', writeTables(db), async () => {
      await writeSection(db, recordId, name, data, new Date().toISOString(), editedFrom);
    }),
  );
}

async function writeSection(
  db: OptolightDb,
  recordId: string,
  name: string,
  edited: unknown,
  at: string,
  editedFrom?: unknown,
): Promise<void> {
  // Reads and writes go out together: each awaited round trip costs a tablet milliseconds.
  const [current, record, last, lastSeq] = await Promise.all([
    db.sections.get([recordId, name]),
    db.records.get(recordId),
    db.outbox.where('[recordId+section]').equals([recordId, name]).last(),
    getMeta(db, 'lastSeq', 0),
  ]);
  const section: LocalSection = current ?? {
    recordId,
    name,
    data: {},
    serverData: {},
    serverVersion: 0,
    updatedAt: at,
  };
  let data = edited;
  let base = section.data;
  let clashes: string[] = [];
  if (current && editedFrom !== undefined && !sameValue(editedFrom, current.data)) {
    const merged = mergeSection(editedFrom, edited, current.data);
    data = merged.merged;
    clashes = merged.conflicts;
    base = clashes.reduce(
      (b, path) => withValueAt(b, path, valueAt(editedFrom, path)),
      current.data,
    );
  }
  if (current && sameValue(current.data, data)) return;
  const writes: Promise<unknown>[] = [db.sections.put({ ...section, data, updatedAt: at })];
  // A put of the row read above: update() would read it again, one more round trip.
  if (record) writes.push(db.records.put({ ...record, updatedAt: at }));
  if (
    !clashes.length &&
    last?.type === 'saveSection' &&
    last.status === 'pending' &&
    !last.attempted
  ) {
    await Promise.all([...writes, db.outbox.put({ ...last, data })]);
    return;
  }
  await Promise.all([
    ...writes,
    appendEntry(
      db,
      {
        type: 'saveSection',
        recordId,
        section: name,
        data,
        base,
        baseVersion: section.serverVersion,
      },
      lastSeq,
    ),
  ]);
}

/** Marks a record deleted on the device (a tombstone that syncs like any change). */
export function deleteRecord(db: OptolightDb, recordId: string): Promise<void> {
  return guardQuota(() =>
    db.transaction('rw', writeTables(db), async () => {
      await db.records.update(recordId, { deleted: true, updatedAt: new Date().toISOString() });
      await appendEntry(db, { type: 'deleteRecord', recordId });
    }),
  );
}

/** Settles a conflict with the section content the person chose; queued like a save. */
export function resolveConflict(db: OptolightDb, conflictId: string, data: unknown): Promise<void> {
  return guardQuota(() =>
    db.transaction('rw', [...writeTables(db), db.conflicts], async () => {
      const conflict = await db.conflicts.get(conflictId);
      if (!conflict) throw new Error('That conflict is no longer open');
      const section = await db.sections.get([conflict.recordId, conflict.section]);
      const at = new Date().toISOString();
      if (section) await db.sections.put({ ...section, data, updatedAt: at });
      await db.conflicts.update(conflictId, { resolvedAt: at });
      await appendEntry(db, {
        type: 'resolveConflict',
        recordId: conflict.recordId,
        section: conflict.section,
        conflictId,
        data,
        base: section?.data ?? {},
      });
    }),
  );
}

/** Drops a change the server refused, after the person confirmed it (sync rule 1's only other way out). */
export async function discardRejected(db: OptolightDb, seq: number): Promise<void> {
  await db.transaction('rw', [db.outbox], async () => {
    const entry = await db.outbox.get(seq);
    if (entry?.status === 'rejected') await db.outbox.delete(seq);
  });
}
