import {
  Dexie,
  RangeSet,
  rangesOverlap,
  type EmptyRange,
  type IndexableType,
  type IntervalTree,
  type ObservabilitySet,
} from 'dexie';
import type { OptolightDb } from './schema';

/** A read may take this share of the time at most while writes keep coming (a download). */
const READ_SHARE = 0.2;

/** A table, or only the rows of a table whose `index` key lies between `from` and `to`. */
export type Watched =
  string | { table: string; index: string; from: IndexableType; to: IndexableType };

const isEmpty = (tree: IntervalTree | undefined): tree is EmptyRange | undefined =>
  !tree || tree.d === 0;

/**
 * Whether a write touched what `watched` names. Dexie reports the keys a small write changed in
 * each index, old and new values alike; a large write (a download's slice) or a delete it could
 * not see reports the whole table, which always counts.
 */
function touches(parts: ObservabilitySet, prefix: string, watched: Watched): boolean {
  const table = typeof watched === 'string' ? watched : watched.table;
  const rows = parts[`${prefix}/${table}/`];
  if (typeof watched === 'string') return !isEmpty(rows);
  const index = parts[`${prefix}/${table}/${watched.index}`];
  if (isEmpty(index)) return !isEmpty(rows) || !isEmpty(parts[`${prefix}/${table}/:dels`]);
  return rangesOverlap(index, new RangeSet(watched.from, watched.to));
}

/**
 * Runs `read` now and again after writes to any of `tables` (or to the rows an index range of
 * one names) commit, in this tab or another, handing each result to `onValue`. Unlike
 * liveQuery, it never runs more than a share of the time: during a download that commits a page every few hundred milliseconds, a list of the
 * whole practice is read a few times instead of once per page, which made every page cost more
 * than the one before. A lone save still shows at once. While paused (nobody looks at the
 * result) it only notes that something changed and reads once it is resumed.
 */
export function watchTables<T>(
  db: OptolightDb,
  tables: readonly Watched[],
  read: () => Promise<T>,
  onValue: (value: T) => void,
  onError: (error: unknown) => void,
): { stop: () => void; setActive: (active: boolean) => void } {
  const prefix = `idb://${db.name}`;
  let stopped = false;
  let running = false;
  let dirty = false;
  /** Set by the listener while a read runs, which TypeScript's narrowing cannot see. */
  const isDirty = () => dirty;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let readyAt = 0;
  let active = true;

  const run = async () => {
    timer = undefined;
    running = true;
    dirty = false;
    const started = performance.now();
    try {
      const value = await read();
      if (!stopped) onValue(value);
    } catch (error) {
      if (!stopped) onError(error);
    } finally {
      const took = performance.now() - started;
      readyAt = performance.now() + took * (1 / READ_SHARE - 1);
      running = false;
      if (isDirty()) schedule();
    }
  };
  function schedule() {
    if (stopped || !active || running || timer !== undefined) return;
    timer = setTimeout(() => void run(), Math.max(0, readyAt - performance.now()));
  }
  const onMutated = (parts: ObservabilitySet) => {
    if (!tables.some((watched) => touches(parts, prefix, watched))) return;
    dirty = true;
    schedule();
  };
  Dexie.on('storagemutated', onMutated);
  void run();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      Dexie.on('storagemutated').unsubscribe(onMutated);
    },
    setActive: (next) => {
      active = next;
      if (!active) {
        clearTimeout(timer);
        timer = undefined;
      } else if (dirty) schedule();
    },
  };
}
