import type { Mutation, MutationResult } from '@optolight/contract';
import { setMeta } from '../db/meta';
import type { LocalSection, OptolightDb, OutboxEntry } from '../db/schema';
import { queuedSections, rebase, sectionKey } from './queued';

/** The wire form of an outbox entry (the contract's strict Mutation). */
export function toMutation(e: OutboxEntry): Mutation {
  const head = { seq: e.seq, mutationId: e.mutationId };
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
      };
    case 'deleteRecord':
      return { ...head, type: e.type, recordId: e.recordId };
    case 'resolveConflict':
      return { ...head, type: e.type, conflictId: e.conflictId, data: e.data, base: e.base };
  }
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
  await db.transaction('rw', [db.outbox, db.sections, db.meta], async () => {
    const entries = await db.outbox.bulkGet(results.map((r) => r.seq));
    const done: number[] = [];
    const rejected: OutboxEntry[] = [];
    const acknowledged: {
      entry: OutboxEntry & { section: string; data: unknown };
      result: MutationResult;
    }[] = [];
    results.forEach((result, i) => {
      const entry = entries[i];
      if (entry?.status !== 'pending') return;
      if (result.status === 'rejected') {
        rejected.push({
          ...entry,
          status: 'rejected',
          error: {
            message: result.message ?? 'Refused by the server',
            ...(result.errors ? { errors: result.errors } : {}),
          },
        });
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
    const queued = await queuedSections(db);
    const sections = await db.sections.bulkGet(
      acknowledged.map(({ entry }): [string, string] => [entry.recordId, entry.section]),
    );
    const updates = new Map<string, LocalSection>();
    acknowledged.forEach(({ entry, result }, i) => {
      const key = sectionKey(entry.recordId, entry.section);
      const section = updates.get(key) ?? sections[i];
      const version = result.version ?? 0;
      if (!section || version < section.serverVersion) return;
      const stored = result.data === undefined ? entry.data : result.data;
      // Later entries of the same batch were acknowledged too; `queued` only counts what is left.
      const data = queued.has(key) ? rebase(entry.data, section.data, stored) : stored;
      updates.set(key, { ...section, data, serverData: stored, serverVersion: version });
    });
    await db.sections.bulkPut([...updates.values()]);
    await setMeta(db, 'ackedSeq', ackedSeq);
  });
}
