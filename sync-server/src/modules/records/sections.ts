import { HttpError } from '../../http/errors';
import { mergeSection } from './merge';
import { recordRepo, type Tx } from './repo';

export interface SectionWrite {
  recordId: string;
  name: string;
  data: unknown;
  /** The version the caller edited from; undefined for legacy last-writer saves. */
  baseVersion: number | undefined;
  source: string;
  at: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves one section under optimistic concurrency. A stale base is merged three-way against the
 * revision it was edited from; a same-field clash is refused with the fields named, never
 * silently overwritten. A replay of the stored content is a no-op.
 */
export function writeSection(tx: Tx, w: SectionWrite): { version: number; merged: string[] } {
  const current = recordRepo.section(tx, w.recordId, w.name);
  const currentVersion = current?.version ?? 0;
  if (current && same(current.data, w.data)) return { version: currentVersion, merged: [] };

  let data = w.data;
  let merged: string[] = [];
  if (current && w.baseVersion !== undefined && w.baseVersion !== currentVersion) {
    if (w.baseVersion > currentVersion) {
      throw new HttpError(409, 'This section was edited from a version the server does not know.');
    }
    const base =
      w.baseVersion === 0 ? {} : recordRepo.revision(tx, w.recordId, w.name, w.baseVersion)?.data;
    const result = mergeSection(base ?? {}, w.data, current.data);
    if (result.conflicts.length) {
      throw new HttpError(
        409,
        'This section was changed elsewhere since you opened it. Reload it to see both versions.',
        Object.fromEntries(
          result.conflicts.map((path) => [path, 'Changed elsewhere to a different value']),
        ),
      );
    }
    data = result.merged;
    merged = result.fromTheirs;
  }
  const version = currentVersion + 1;
  recordRepo.writeSection(tx, w.recordId, w.name, data, version, w.source, w.at);
  recordRepo.touch(tx, w.recordId, { updatedAt: w.at });
  return { version, merged };
}
