import type { Change, PullResponse, SyncKind } from '@optolight/contract';
import type { Storage } from '../../db/storage';
import { certificationOf, signatureOf, signingRepo } from '../signing/repo';
import { feedId, planDatesOf, type FeedView } from '../practice/front-desk';
import { syncRepo, toConflict } from './repo';

/**
 * One page of the account's change feed after `cursor`, in feed order. Each row appears once,
 * at its latest position, so a device that applies pages in order ends with the server's state.
 * The page is read on one snapshot: a change committed between its queries could otherwise show
 * its section and hide its record below the new cursor, and that record would be skipped.
 */
export function pull(
  storage: Storage,
  ownerId: string,
  view: FeedView,
  cursor: number,
  limit: number,
): Promise<PullResponse> {
  return storage.snapshot(async (tx) => {
    const records = await syncRepo.recordsAfter(tx, view, ownerId, cursor, limit);
    // The front desk's feed carries no addendum: its pages skip the query.
    const signedIds = view === 'all' ? records.filter((r) => r.signedAt).map((r) => r.id) : [];
    const addenda = await signingRepo.addendaOf(tx, signedIds);
    const changes: Change[] = [
      ...records.map((r): Change => ({
        type: 'record',
        seq: r.serverSeq,
        record: {
          id: r.id,
          kind: r.kind satisfies SyncKind,
          parentId: r.parentId,
          createdAt: r.createdAt,
          updatedAt: r.updatedAt,
          deleted: r.deletedAt !== null,
          // Only signed records carry these: the feed of an unsigned practice stays as small.
          // The front desk's feed carries no signature or addendum.
          ...(r.signedAt && view === 'all'
            ? {
                signature: signatureOf(r),
                addenda: addenda.get(r.id) ?? [],
                ...(r.certifiedAt ? { certification: certificationOf(r) } : {}),
              }
            : {}),
        },
      })),
      ...(await syncRepo.sectionsAfter(tx, view, ownerId, cursor, limit)).map((s): Change => ({
        type: 'section',
        seq: s.serverSeq,
        recordId: s.recordId,
        name: s.name,
        // The front desk gets a plan of care's dates, never what the clinician wrote.
        data: view === 'all' ? s.data : planDatesOf(s.name, s.data),
        version: s.version,
        schemaVersion: s.schemaVersion,
      })),
      ...(await syncRepo.conflictsAfter(tx, view, ownerId, cursor, limit)).map((c): Change => ({
        type: 'conflict',
        seq: c.serverSeq,
        conflict: toConflict(c),
      })),
    ].sort((a, b) => a.seq - b.seq);
    const page = changes.slice(0, limit);
    const next = page.at(-1)?.seq ?? cursor;
    return {
      changes: page,
      cursor: next,
      // A full page may hide more behind it; at worst the device asks once more and gets none.
      hasMore: page.length === limit,
      recordsAfter: await syncRepo.countRecordsAfter(tx, view, ownerId, next),
      feed: feedId(ownerId, view),
    };
  });
}
