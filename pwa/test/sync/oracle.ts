import { sameValue, valueAt } from '@optolight/domain';
import type { SyncConflict } from '@optolight/contract';

/** One edit as a person made it, with what that device showed before (what it had seen). */
export interface Write {
  device: string;
  recordId: string;
  section: string;
  path: string;
  value: string;
  prev: unknown;
}

/**
 * Writes the final state does not account for: a write must be the final value, or be seen and
 * replaced by a later write, or stand in a conflict beside the value that was kept.
 */
export function lostWrites(
  writes: Write[],
  final: Map<string, unknown>,
  conflicts: SyncConflict[],
): Write[] {
  const inConflict = new Set<string>();
  for (const c of conflicts) {
    for (const f of c.fields) {
      inConflict.add(`${c.recordId}/${c.section}/${f.path}/${JSON.stringify(f.mine)}`);
      inConflict.add(`${c.recordId}/${c.section}/${f.path}/${JSON.stringify(f.theirs)}`);
    }
  }
  const seen = new Set(
    writes.map((w) => `${w.recordId}/${w.section}/${w.path}/${JSON.stringify(w.prev)}`),
  );
  return writes.filter((w) => {
    const key = `${w.recordId}/${w.section}/${w.path}/${JSON.stringify(w.value)}`;
    const stored = valueAt(final.get(`${w.recordId}/${w.section}`), w.path);
    return !sameValue(stored, w.value) && !seen.has(key) && !inConflict.has(key);
  });
}
