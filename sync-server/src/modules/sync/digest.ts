import { createHash } from 'node:crypto';
import { Mutation, type MutationEnvelope } from '@optolight/contract';
import { byText, migrateStored, storedVersion, type VersionTable } from '@optolight/domain';
import type { Db } from '../../db/storage';
import { syncRepo } from './repo';

/** JSON with every object's keys in order, so equal values always give the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => byText(a, b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  // undefined (a missing value) reads as null, as JSON writes it inside an array.
  return value === undefined ? 'null' : JSON.stringify(value);
}

/**
 * What a change says, apart from its place and name (seq, mutationId): a SHA-256 kept with its
 * result, so the same change sent again is answered as before and the same id with other content
 * is refused (docs/sync-protocol.md#rule-4-pushes-are-ordered-and-deduplicated). Section content counts as
 * brought up to this server's version: an entry an app update brought up (rule 16) and sent again
 * is the same change. Null for a malformed change, which is refused anyway.
 */
export async function digestOf(
  db: Db,
  ownerId: string,
  envelope: MutationEnvelope,
  versions: VersionTable,
): Promise<string | null> {
  const parsed = Mutation.safeParse(envelope);
  if (!parsed.success) return null;
  const up = (name: string, data: unknown, version: number | undefined) => {
    try {
      return migrateStored(name, data, storedVersion(version), versions);
    } catch {
      return data;
    }
  };
  const change = parsed.data;
  let content: object = change;
  if (change.type === 'saveSection' || change.type === 'resolveConflict') {
    const name =
      change.type === 'saveSection'
        ? change.section
        : ((await syncRepo.conflict(db, ownerId, change.conflictId))?.section ?? '');
    const { schemaVersion, ...rest } = change;
    content = {
      ...rest,
      data: up(name, change.data, schemaVersion),
      base: up(name, change.base, schemaVersion),
    };
  } else if (change.type === 'signRecord') {
    const seen = Object.entries(change.seen).map(([name, s]): [string, unknown] => [
      name,
      up(name, s.data, s.schemaVersion),
    ]);
    content = { ...change, seen: Object.fromEntries(seen) };
  }
  // Its place and name are not what it says.
  const said = Object.entries(content).filter(([key]) => key !== 'seq' && key !== 'mutationId');
  return createHash('sha256')
    .update(canonical(Object.fromEntries(said)))
    .digest('hex');
}
