import type { RecordKind, SectionName } from '@optolight/domain';
import { useEffect } from 'react';
import { createRecord, prepareSave, saveSection } from '../../../db/repo';
import { requireDb, useDb } from './db';

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
    await saveSection(db, s.recordId, s.name, s.values, s.editedFrom);
    return s.recordId;
  }
  if (!s.parentId) throw new Error('Select a patient (and its evaluation) first.');
  return createRecord(db, { kind: s.kind, parentId: s.parentId, sections: { [s.name]: s.values } });
}

/** Reads ahead what saving this tab reads, so its save goes out in one round trip. */
export function usePrepareSave(recordId: string | null, name: SectionName): void {
  const db = useDb();
  useEffect(() => {
    // A failed read ahead costs nothing: the save then reads for itself.
    if (db && recordId) prepareSave(db, recordId, name).catch(() => undefined);
  }, [db, recordId, name]);
}
