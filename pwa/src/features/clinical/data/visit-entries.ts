import { visitEntrySection, type VisitEntry } from '@optolight/domain';
import { createRecord, deleteRecord, saveSectionOnDevice } from '../../../db/repo';
import { requireDb } from './db';

/** Adds a visit entry under a main evaluation on the device, queued for sync like any record
 * (docs/product.md#plan-of-care). */
export function addVisitEntry(evaluationId: string, entry: VisitEntry): Promise<string> {
  return createRecord(requireDb(), {
    kind: 'visitEntry',
    parentId: evaluationId,
    sections: { [visitEntrySection]: entry },
  });
}

/** Saves an edited visit entry; `editedFrom` is what the form opened with, so a change pulled
 * meanwhile is merged rather than reverted. */
export function saveVisitEntry(id: string, entry: VisitEntry, editedFrom: unknown) {
  return saveSectionOnDevice(requireDb(), id, visitEntrySection, entry, editedFrom);
}

export function removeVisitEntry(id: string): Promise<void> {
  return deleteRecord(requireDb(), id);
}
