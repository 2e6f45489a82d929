import { visitEntrySection, type VisitEntry } from '@optolight/domain';
import { createRecord, deleteRecord, saveSectionOnDevice } from '../../../db/repo';
import type { OptolightDb } from '../../../db/schema';
import { requireDb } from './db';

/** Adds a visit entry under a main evaluation on the device, queued for sync like any record
 * (docs/product.md#plan-of-care). */
export function addVisitEntry(
  evaluationId: string,
  entry: VisitEntry,
  db: OptolightDb = requireDb(),
): Promise<string> {
  return createRecord(db, {
    kind: 'visitEntry',
    parentId: evaluationId,
    sections: { [visitEntrySection]: entry },
  });
}

/** Saves an edited visit entry; `editedFrom` is what the form opened with, so a change pulled
 * meanwhile is merged rather than reverted. */
export function saveVisitEntry(
  id: string,
  entry: VisitEntry,
  editedFrom: unknown,
  db: OptolightDb = requireDb(),
): Promise<void> {
  return saveSectionOnDevice(db, id, visitEntrySection, entry, editedFrom);
}

export function removeVisitEntry(id: string, db: OptolightDb = requireDb()): Promise<void> {
  return deleteRecord(db, id);
}
