import type { Change, PullResponse, SyncKind } from '@optolight/contract';
import type { Db } from '../../db/client';
import { syncRepo, toConflict } from './repo';

/**
 * One page of the account's change feed after `cursor`, in feed order. Each row appears once,
 * at its latest position, so a device that applies pages in order ends with the server's state.
 */
export function pull(db: Db, ownerId: string, cursor: number, limit: number): PullResponse {
  const changes: Change[] = [
    ...syncRepo.recordsAfter(db, ownerId, cursor, limit).map((r): Change => ({
      type: 'record',
      seq: r.serverSeq,
      record: {
        id: r.id,
        kind: r.kind satisfies SyncKind,
        parentId: r.parentId,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
        deleted: r.deletedAt !== null,
      },
    })),
    ...syncRepo.sectionsAfter(db, ownerId, cursor, limit).map((s): Change => ({
      type: 'section',
      seq: s.serverSeq,
      recordId: s.recordId,
      name: s.name,
      data: s.data,
      version: s.version,
      schemaVersion: s.schemaVersion,
    })),
    ...syncRepo
      .conflictsAfter(db, ownerId, cursor, limit)
      .map((c): Change => ({ type: 'conflict', seq: c.serverSeq, conflict: toConflict(c) })),
  ].sort((a, b) => a.seq - b.seq);
  const page = changes.slice(0, limit);
  const next = page.at(-1)?.seq ?? cursor;
  return {
    changes: page,
    cursor: next,
    // A full page may hide more behind it; at worst the device asks once more and gets none.
    hasMore: page.length === limit,
    recordsAfter: syncRepo.countRecordsAfter(db, ownerId, next),
  };
}
