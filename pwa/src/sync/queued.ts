import { mergeSection, sameValue } from '@optolight/domain';
import type { OptolightDb } from '../db/schema';

export const sectionKey = (recordId: string, name: string) => `${recordId}/${name}`;

/** Sections that still have edits waiting in the outbox. */
export async function queuedSections(db: OptolightDb): Promise<Set<string>> {
  const pending = await db.outbox.where('status').equals('pending').toArray();
  return new Set(
    pending.flatMap((e) =>
      e.type === 'saveSection' || e.type === 'resolveConflict'
        ? [sectionKey(e.recordId, e.section)]
        : [],
    ),
  );
}

/** Local content with the server's changes since `base` folded in; local edits win locally. */
export function rebase(base: unknown, local: unknown, server: unknown): unknown {
  if (sameValue(base, server)) return local;
  return mergeSection(base, local, server).merged;
}
