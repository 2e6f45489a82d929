import type { OptolightDb, OutboxEntry } from '../db/schema';

/** One refused change as a person (or support) reads it back from the file. */
function describe(entry: OutboxEntry) {
  return {
    seq: entry.seq,
    type: entry.type,
    recordId: entry.recordId,
    ...(entry.type === 'createRecord' ? { kind: entry.kind, parentId: entry.parentId } : {}),
    ...('section' in entry ? { section: entry.section, data: entry.data } : {}),
    ...(entry.type === 'addAddendum' ? { addendum: entry.text } : {}),
    message: entry.error?.message ?? '',
    ...(entry.error?.errors ? { errors: entry.error.errors } : {}),
    savedAt: entry.createdAt,
  };
}

/**
 * The changes the server did not accept, as a JSON file: the device is their only copy, and a
 * file can be kept, mailed or re-entered elsewhere even if this device is wiped.
 */
export async function refusedChangesFile(db: OptolightDb): Promise<Blob> {
  const entries = await db.outbox.where('status').equals('rejected').sortBy('seq');
  const file = {
    app: 'Optolight',
    exportedAt: new Date().toISOString(),
    changes: entries.map(describe),
  };
  return new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
}
