import type { Mutation, MutationResult } from '@optolight/contract';
import { setMeta } from '../db/meta';
import type { LocalSection, OptolightDb, OutboxEntry } from '../db/schema';
import { appVersion, rowUpToApp, upToApp } from '../db/section-version';
import type { TransportError } from './transport';
import { queuedSections, rebase, sectionKey } from './queued';

/** The longest reason a withdraw may carry (the contract's limit). */
const REASON_MAX = 500;

/** An entry that saves a section's content. */
type SectionEntry = Extract<OutboxEntry, { type: 'saveSection' | 'resolveConflict' }>;

/** Version 1 goes without saying (none named is 1, rule 16): an entry of version 1, queued by
 * this app or the one before it, goes on the wire exactly as before sections had versions, so a
 * server not yet updated (or rolled back) still takes it. */
const withSchemaVersion = (schemaVersion: number | undefined) =>
  schemaVersion === undefined || schemaVersion === 1 ? {} : { schemaVersion };

/** The wire form of an outbox entry (the contract's strict Mutation). */
export function toMutation(e: OutboxEntry): Mutation {
  const head = { seq: e.seq, mutationId: e.mutationId };
  // Its own mutation id: were the change already applied (an answer lost earlier), the server
  // answers with that stored result instead of withdrawing it.
  if (e.refused)
    return { ...head, type: 'withdraw', reason: e.refused.message.slice(0, REASON_MAX) };
  switch (e.type) {
    case 'createRecord':
      return {
        ...head,
        type: e.type,
        recordId: e.recordId,
        kind: e.kind,
        parentId: e.parentId,
        createdAt: e.createdAt,
      };
    case 'saveSection':
      return {
        ...head,
        type: e.type,
        recordId: e.recordId,
        section: e.section,
        data: e.data,
        base: e.base,
        baseVersion: e.baseVersion,
        ...withSchemaVersion(e.schemaVersion),
      };
    case 'deleteRecord':
      return { ...head, type: e.type, recordId: e.recordId };
    case 'signRecord':
      return { ...head, type: e.type, recordId: e.recordId, seen: e.seen };
    case 'addAddendum':
      return {
        ...head,
        type: e.type,
        recordId: e.recordId,
        addendumId: e.addendumId,
        text: e.text,
      };
    case 'certifyPlan':
      return { ...head, type: e.type, recordId: e.recordId };
    case 'resolveConflict':
      return {
        ...head,
        type: e.type,
        conflictId: e.conflictId,
        data: e.data,
        base: e.base,
        ...withSchemaVersion(e.schemaVersion),
      };
  }
}

/**
 * What the server stored for an acknowledged save, in this app's shape: the answer's data when it
 * sent some (in the version it names; a server from before versions named none and spoke this
 * app's), else the entry itself, brought up when an older app queued it. `isNewer` when the
 * server's shape is newer than this app's: then `data` is exactly as it came.
 */
function storedShape(
  entry: SectionEntry,
  result: MutationResult,
): { data: unknown; isNewer: boolean; schemaVersion: number } {
  if (result.data === undefined)
    return {
      data: upToApp(entry.section, entry.data, entry.schemaVersion),
      isNewer: false,
      schemaVersion: appVersion(entry.section),
    };
  const schemaVersion = result.schemaVersion ?? appVersion(entry.section);
  if (schemaVersion > appVersion(entry.section))
    return { data: result.data, isNewer: true, schemaVersion };
  return {
    data: upToApp(entry.section, result.data, schemaVersion),
    isNewer: false,
    schemaVersion: appVersion(entry.section),
  };
}

/**
 * Stores the server's answers and the acknowledged seq in one transaction. An acknowledged entry
 * leaves the outbox; a refused one stays, marked, for a person to see. A section the server now
 * holds keeps any edits still queued for it on top.
 */
export async function applyPushResults(
  db: OptolightDb,
  results: MutationResult[],
  ackedSeq: number,
): Promise<void> {
  await db.transaction('rw', [db.outbox, db.sections, db.records, db.meta], async () => {
    const entries = await db.outbox.bulkGet(results.map((r) => r.seq));
    const done: number[] = [];
    const rejected: OutboxEntry[] = [];
    const acknowledged: {
      entry: SectionEntry;
      result: MutationResult;
    }[] = [];
    results.forEach((result, i) => {
      const entry = entries[i];
      if (entry?.status !== 'pending') return;
      if (result.status === 'rejected') {
        // A withdrawn entry keeps the reason the server gave for refusing it, not the echo.
        const { refused, ...rest } = entry;
        const error = refused ?? {
          message: result.message ?? 'Refused by the server',
          ...(result.errors ? { errors: result.errors } : {}),
        };
        rejected.push({ ...rest, status: 'rejected', error });
        return;
      }
      done.push(entry.seq);
      if (
        (entry.type === 'saveSection' || entry.type === 'resolveConflict') &&
        result.version !== undefined
      )
        acknowledged.push({ entry, result });
    });
    await db.outbox.bulkDelete(done);
    await db.outbox.bulkPut(rejected);
    // A refused delete deleted nothing on the server (a signed record is kept): the record comes
    // back on this device as it was, never hidden here while the server holds it.
    // A pull since may have brought the server's row already: then it stands as it came.
    for (const e of rejected)
      if (e.type === 'deleteRecord' && (await db.records.get(e.recordId))?.deleted)
        await db.records.update(e.recordId, {
          deleted: false,
          ...(e.updatedBefore ? { updatedAt: e.updatedBefore } : {}),
        });
    const queued = await queuedSections(db);
    const sections = await db.sections.bulkGet(
      acknowledged.map(({ entry }): [string, string] => [entry.recordId, entry.section]),
    );
    const updates = new Map<string, LocalSection>();
    acknowledged.forEach(({ entry, result }, i) => {
      const key = sectionKey(entry.recordId, entry.section);
      const stored = sections[i];
      const section = updates.get(key) ?? (stored && rowUpToApp(stored));
      const version = result.version ?? 0;
      if (!section || version < section.serverVersion) return;
      const answer = storedShape(entry, result);
      if (answer.isNewer) {
        // A newer app's shape: kept as it came, read-only here, as a pull keeps it (rule 16).
        const { data, schemaVersion } = answer;
        updates.set(key, {
          ...section,
          data,
          serverData: data,
          serverVersion: version,
          schemaVersion,
        });
        return;
      }
      const saved = answer.data;
      // The entry in this app's shape: it may have been queued by the app before an update.
      const sent = upToApp(entry.section, entry.data, entry.schemaVersion);
      // Later entries of the same batch were acknowledged too; `queued` only counts what is left.
      const data = queued.has(key) ? rebase(sent, section.data, saved) : saved;
      updates.set(key, { ...section, data, serverData: saved, serverVersion: version });
    });
    await db.sections.bulkPut([...updates.values()]);
    await setMeta(db, 'ackedSeq', ackedSeq);
  });
}

/**
 * The server refused a request holding only this entry: mark it refused, so it is sent as a
 * withdraw from now on. Answers false when it was already refused, i.e. the withdraw itself was
 * refused: then nothing this entry holds is at fault, so the mark is taken off again and the
 * entry waits, as sent, for the server to take requests from this device.
 */
export async function refuseEntry(
  db: OptolightDb,
  seq: number,
  error: TransportError,
): Promise<boolean> {
  return db.transaction('rw', [db.outbox], async () => {
    const entry = await db.outbox.get(seq);
    if (entry?.status !== 'pending') return false;
    if (entry.refused) {
      await db.outbox
        .where('seq')
        .equals(seq)
        .modify((e) => {
          delete e.refused;
        });
      return false;
    }
    const refused = { message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
    await db.outbox.put({ ...entry, refused });
    return true;
  });
}
