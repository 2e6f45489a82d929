import type { RecordKind, SectionName } from '@optolight/domain';
import { createRecord, saveSectionOnDevice } from '../../../db/repo';
import { requireDb } from './db';

export interface TabSave {
  kind: RecordKind;
  /** null until the first save creates the record (docs/product.md#record-tabs). */
  recordId: string | null;
  /** The patient of a main evaluation, the main evaluation of a note. */
  parentId: string | null;
  name: SectionName;
  values: unknown;
  /** What the form opened with, so a change pulled meanwhile is merged, not reverted. */
  editedFrom: unknown;
}

/** Saves one tab on the device; the first save creates the record. Returns the record id. */
export async function saveTab(s: TabSave): Promise<string> {
  const db = requireDb();
  if (s.recordId) {
    await saveSectionOnDevice(db, s.recordId, s.name, s.values, s.editedFrom);
    return s.recordId;
  }
  if (!s.parentId) throw new Error('Select a patient (and its evaluation) first.');
  return createRecord(db, { kind: s.kind, parentId: s.parentId, sections: { [s.name]: s.values } });
}
