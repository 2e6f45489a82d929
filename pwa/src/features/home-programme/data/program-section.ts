import { HomeProgram, homeProgramSection } from '@optolight/domain';
import { useKeyedLiveQuery } from '../../../db/keyed-live-query';
import { saveSectionOnDevice } from '../../../db/repo';
import type { OptolightDb } from '../../../db/schema';
import { clinicalDb, isSyncRunning } from '../../../sync/runtime';

/**
 * The programme as this tablet holds it: a section of the patient record, saved on the device and
 * queued like every section (docs/sync-protocol.md#home-programmes), so it is prescribed offline.
 */
export interface DeviceProgram {
  /** The stored content, as the form opens it; null before any programme reached this tablet. */
  program: HomeProgram | null;
  /** What the form's save lays its edits over (the section as stored here). */
  storedData: unknown;
  /** A save of it waits to go to the server. */
  isQueued: boolean;
  /** The server refused a save of it: the message, kept until someone corrects it. */
  refusedWith: string | null;
}

export async function readDeviceProgram(
  db: OptolightDb,
  patientId: string,
): Promise<DeviceProgram> {
  const [row, entries] = await Promise.all([
    db.sections.get([patientId, homeProgramSection]),
    db.outbox.where('[recordId+section]').equals([patientId, homeProgramSection]).toArray(),
  ]);
  const parsed = HomeProgram.safeParse(row?.data);
  const refused = entries.find((e) => e.status === 'rejected');
  return {
    program: parsed.success ? parsed.data : null,
    storedData: row?.data,
    isQueued: entries.some((e) => e.status === 'pending'),
    refusedWith: refused ? (refused.error?.message ?? 'Refused by the server') : null,
  };
}

/** The tablet's programme of the patient, live; undefined while reading or signed out. */
export function useDeviceProgram(patientId: string): DeviceProgram | undefined {
  return useKeyedLiveQuery(
    () => (isSyncRunning() ? readDeviceProgram(clinicalDb(), patientId) : undefined),
    [patientId],
  );
}

/** Saves a prescription on the tablet, queued for the server; `editedFrom` is what the form
 * opened with, so a change pulled meanwhile is merged rather than reverted. */
export function saveProgram(
  db: OptolightDb,
  patientId: string,
  program: HomeProgram,
  editedFrom: unknown,
): Promise<void> {
  return saveSectionOnDevice(db, patientId, homeProgramSection, program, editedFrom);
}
