import {
  currentVersion as shapeVersion,
  mergeSection,
  sameValue,
  valueAt,
  withValueAt,
} from '@optolight/domain';
import { HttpError } from '../../http/errors';
import { keepProgramVersion } from '../home/versions';
import type { Tx } from '../../db/storage';
import { scoredOnServer } from './outcome-score';
import { recordRepo, type Kind, type StoredSection } from './repo';
import { emptySectionOf, sectionSchema } from './section-schema';

export interface SectionToStore {
  recordId: string;
  /** The record's kind: it decides the schema the section must match. */
  kind: Kind;
  ownerId: string;
  name: string;
  data: unknown;
  source: string;
  at: string;
  /** The version of the section's shape `data` is in: this server's own unless a test runs it
   * with a version table of its own (docs/sync-protocol.md#rule-16-stored-sections-have-versions). */
  schemaVersion?: number;
}

/**
 * What the writer edited from: nothing (a plain replace: creating a record), a version from the
 * revision history (REST saves: the version they name, else the one REST last served, see
 * rest-save.ts), or the very content the device edited (sync: consecutive edits of one device
 * never conflict with each other).
 */
export type EditBase =
  { kind: 'none' } | { kind: 'version'; version: number } | { kind: 'content'; data: unknown };

export interface FieldConflict {
  path: string;
  mine: unknown;
  theirs: unknown;
}

export interface SectionWritten {
  version: number;
  /** Fields taken from changes made elsewhere since the base. */
  merged: string[];
  /** Same-field clashes; the stored section keeps the value that was there first. */
  conflicts: FieldConflict[];
  /** With conflicts: who stored the kept values (a device id or 'api') and when. */
  theirsFrom?: { source: string; at: string };
  data: unknown;
}

/**
 * Saves one section under optimistic concurrency: a stale edit is merged three-way with what
 * changed since its base. A same-field clash either refuses the save (`refuse`, the legacy API's
 * 409) or keeps the stored value and reports both (`keep`, sync's visible conflicts). Never a
 * silent overwrite; a replay of the stored content is a no-op.
 *
 * Every path (REST and sync) saves through here, so what is stored is always what the schema
 * accepts: the input is parsed (and normalised) first, and the merge result is parsed again,
 * since two valid edits can together break a rule that spans fields (a date order). A failed
 * parse throws a ZodError and stores nothing.
 */
export async function mergeAndStoreSection(
  tx: Tx,
  input: SectionToStore,
  base: EditBase,
  onClash: 'refuse' | 'keep',
): Promise<SectionWritten> {
  const parsed = { ...input, data: sectionSchema(input.kind, input.name).parse(input.data) };
  const w = { ...parsed, data: await scoredOnServer(tx, parsed) };
  const current = await recordRepo.section(tx, w.recordId, w.name);
  // Even a save that changes nothing moves the record: the device that made it has already
  // stamped the record with its own time, and must get the server's back to agree with others.
  await recordRepo.touch(tx, w.recordId, w.at);
  const baseData =
    current && !sameValue(current.data, w.data)
      ? await baseContent(tx, w, base, current.version)
      : undefined;
  const { changed, ...decided } = mergeOnto(w, current, baseData, onClash);
  // Answers merged from two edits are scored again: a score always follows the stored answers.
  const written = changed
    ? { ...decided, data: await scoredOnServer(tx, { ...w, ...decided }) }
    : decided;
  const theirsFrom = written.conflicts.length
    ? await keptFrom(tx, w, current?.version ?? 0)
    : undefined;
  if (changed) {
    const schemaVersion = w.schemaVersion ?? shapeVersion(w.name);
    await recordRepo.storeSectionRow(tx, {
      ...w,
      data: written.data,
      version: written.version,
      schemaVersion,
    });
    await keepProgramVersion(tx, { ...w, data: written.data });
  }
  return { ...written, ...theirsFrom };
}

/** What a save makes of the stored section: `changed` when a new version is to be stored. */
export interface MergeOutcome extends Omit<SectionWritten, 'theirsFrom'> {
  changed: boolean;
}

/**
 * The decision of a save, without reading or writing anything: `w.data` (parsed already) onto
 * the stored section, merged three-way from `baseData` when that is not what is stored (see
 * mergeAndStoreSection). Sync's batched saves (sync/save-batch.ts) decide through here too.
 */
export function mergeOnto(
  w: { kind: Kind; name: string; data: unknown },
  current: StoredSection | undefined,
  baseData: unknown,
  onClash: 'refuse' | 'keep',
): MergeOutcome {
  const currentVersion = current?.version ?? 0;
  const unchanged = (data: unknown, merged: string[] = [], conflicts: FieldConflict[] = []) => ({
    version: currentVersion,
    merged,
    conflicts,
    data,
    changed: false,
  });
  if (current && sameValue(current.data, w.data)) return unchanged(current.data);

  let data = w.data;
  let merged: string[] = [];
  const conflicts: FieldConflict[] = [];
  if (current && baseData !== undefined && !sameValue(baseData, current.data)) {
    const result = mergeSection(baseData, w.data, current.data);
    if (result.conflicts.length && onClash === 'refuse') {
      throw new HttpError(
        409,
        'This section was changed elsewhere since you opened it. Reload it to see both versions.',
        Object.fromEntries(
          result.conflicts.map((path) => [path, 'Changed elsewhere to a different value']),
        ),
      );
    }
    data = result.merged;
    for (const path of result.conflicts) {
      const theirs = valueAt(current.data, path);
      conflicts.push({ path, mine: valueAt(w.data, path), theirs });
      data = withValueAt(data, path, theirs);
    }
    merged = result.fromTheirs;
    data = sectionSchema(w.kind, w.name).parse(data);
    if (sameValue(data, current.data)) return unchanged(data, merged, conflicts);
  }
  return { version: currentVersion + 1, merged, conflicts, data, changed: true };
}

/** The content the writer started from; undefined when the write simply replaces. */
async function baseContent(
  tx: Tx,
  w: SectionToStore,
  base: EditBase,
  currentVersion: number,
): Promise<unknown> {
  switch (base.kind) {
    case 'none':
      return undefined;
    case 'content':
      return base.data;
    case 'version':
      if (base.version === currentVersion) return undefined;
      if (base.version > currentVersion) {
        throw new HttpError(
          409,
          'This section was edited from a version the server does not know.',
        );
      }
      // Version 0 is the section before anything was saved: the empty form.
      return base.version === 0
        ? emptySectionOf(w.kind, w.name)
        : ((await recordRepo.revision(tx, w.recordId, w.name, base.version))?.data ?? {});
  }
}

/** Who wrote the version a clash kept, so the conflict can say where the other value came from. */
async function keptFrom(tx: Tx, w: SectionToStore, version: number) {
  const revision = await recordRepo.revision(tx, w.recordId, w.name, version);
  return {
    theirsFrom: revision
      ? { source: revision.source, at: revision.createdAt }
      : { source: 'api', at: w.at },
  };
}
