import type { SyncKind } from '@optolight/contract';
import { sameValue, valueAt, withValueAt } from '@optolight/domain';
import { v7 as uuidv7 } from 'uuid';
import { guardQuota, KeptSignedError } from './errors';
import { appendEntry } from './outbox';
import type { OptolightDb } from './schema';
import { appVersion, isNewerThanApp, newerError, rowUpToApp } from './section-version';
import { applyWrite, planSectionWrite, readForSave, type SectionEdit } from './section-write';

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
export async function createRecord(db: OptolightDb, input: NewRecord): Promise<string> {
  const id = input.id ?? uuidv7();
  const at = new Date().toISOString();
  await guardQuota(() =>
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
      for (const [name, edited] of Object.entries(input.sections))
        await planAndWriteSection(db, { recordId: id, name, edited, at });
    }),
  );
  return id;
}

/**
 * Saves a section on the device and queues it, in one transaction
 * (docs/sync-protocol.md#rule-1-one-transaction-per-save).
 *
 * `editedFrom` is the content the form was opened with. When the section changed underneath
 * (a pull, another tab), the person's changes are laid over the current content instead of
 * reverting it, and a field both changed is sent as a clash, so the server keeps it visible.
 * A save whose previous save of the section was never sent folds into it.
 */
export async function saveSectionOnDevice(
  db: OptolightDb,
  recordId: string,
  name: string,
  edited: unknown,
  editedFrom?: unknown,
): Promise<void> {
  const edit = { recordId, name, edited, editedFrom, at: new Date().toISOString() };
  await guardQuota(() =>
    db.transaction('rw', writeTables(db), () => planAndWriteSection(db, edit)),
  );
}

/** Reads what the save depends on and writes, in the caller's transaction. */
async function planAndWriteSection(db: OptolightDb, edit: SectionEdit): Promise<void> {
  const w = planSectionWrite(await readForSave(db, edit.recordId, edit.name), edit);
  if (w) await applyWrite(db, w);
}

/** Marks a record deleted on the device (a tombstone that syncs like any change). A record that
 * is signed, or has a signed record under it (signed here and queued, too), is kept: the server
 * refuses the same. */
export function deleteRecord(db: OptolightDb, recordId: string): Promise<void> {
  return guardQuota(() =>
    db.transaction('rw', writeTables(db), async () => {
      const record = await db.records.get(recordId);
      if (record && (await hasSignedInTree(db, recordId)))
        throw new KeptSignedError(record.kind === 'patient' ? 'patient' : 'evaluation');
      await db.records.update(recordId, { deleted: true, updatedAt: new Date().toISOString() });
      await appendEntry(db, {
        type: 'deleteRecord',
        recordId,
        ...(record ? { updatedBefore: record.updatedAt } : {}),
      });
    }),
  );
}

/** Whether the record or any record under it is signed, or has its signature queued here. */
async function hasSignedInTree(db: OptolightDb, recordId: string): Promise<boolean> {
  for (let next = [recordId]; next.length;) {
    const rows = await db.records.bulkGet(next);
    if (rows.some((r) => r?.signature)) return true;
    const queued = await db.outbox
      .where('recordId')
      .anyOf(next)
      .filter((e) => e.type === 'signRecord' && e.status === 'pending')
      .count();
    if (queued) return true;
    next = await db.records.where('parentId').anyOf(next).primaryKeys();
  }
  return false;
}

/**
 * Settles a conflict with the section content the person chose; queued like a save. A draft of
 * that section (text typed and not saved) takes the chosen values for the conflict's fields: the
 * choice was made in the notice, and the draft, restored over the settled form, would otherwise
 * put back the value the person just decided against.
 */
export function resolveConflict(db: OptolightDb, conflictId: string, data: unknown): Promise<void> {
  return guardQuota(() =>
    db.transaction('rw', [...writeTables(db), db.conflicts, db.drafts], async () => {
      const conflict = await db.conflicts.get(conflictId);
      if (!conflict) throw new Error('That conflict is no longer open');
      const stored = await db.sections.get([conflict.recordId, conflict.section]);
      if (stored && isNewerThanApp(stored)) throw newerError(stored);
      const section = stored && rowUpToApp(stored);
      const schemaVersion = appVersion(conflict.section);
      const at = new Date().toISOString();
      if (section) await db.sections.put({ ...section, data, schemaVersion, updatedAt: at });
      await db.conflicts.update(conflictId, { resolvedAt: at });
      const draft = await db.drafts.get([conflict.recordId, conflict.section]);
      if (draft) {
        const values = conflict.fields.reduce<unknown>(
          (acc, f) => withValueAt(acc, f.path, valueAt(data, f.path)),
          draft.values,
        );
        // Nothing typed beyond the conflict: the draft is done with.
        if (sameValue(values, data)) await db.drafts.delete([draft.key, draft.section]);
        else await db.drafts.put({ ...draft, values, base: data });
      }
      await appendEntry(db, {
        type: 'resolveConflict',
        recordId: conflict.recordId,
        section: conflict.section,
        conflictId,
        data,
        base: section?.data ?? {},
        schemaVersion,
      });
    }),
  );
}

/** Drops a change the server refused, after the person confirmed it: the only way out of the
 * outbox besides an acknowledgement (docs/sync-protocol.md#rule-1-one-transaction-per-save). */
export async function discardRejected(db: OptolightDb, seq: number): Promise<void> {
  await db.transaction('rw', [db.outbox, db.sections], async () => {
    const entry = await db.outbox.get(seq);
    if (entry?.status !== 'rejected') return;
    await db.outbox.delete(seq);
    if (entry.type !== 'saveSection') return;
    // The section shows what the server holds again: no later pull brings a signed record's
    // sections back, so a refused save would stay on screen under the signature
    // (docs/product.md#signed-records). Left alone while other changes of it wait.
    const key: [string, string] = [entry.recordId, entry.section];
    const section = await db.sections.get(key);
    const others = await db.outbox.where('[recordId+section]').equals(key).count();
    if (section && section.serverVersion > 0 && !others)
      await db.sections.put({ ...section, data: section.serverData });
  });
}
