import {
  Dexie,
  RangeSet,
  rangesOverlap,
  type EmptyRange,
  type IndexableType,
  type IntervalTree,
  type ObservabilitySet,
} from 'dexie';
import { changedRecords, everyRecord, mergeChanged, type ChangedRecords } from './changed-records';
import { createStore, type Store } from '../lib/store';
import type { OptolightDb } from './schema';

/** A read may take this share of the time at most while writes keep coming (a download). */
const READ_SHARE = 0.2;

/** The records a write noted it changed where Dexie names none (patientsNamed), or null. */
type NamedBy = (db: OptolightDb, parts: ObservabilitySet) => ReadonlySet<string> | null;

/** A table, or only the rows of a table whose `index` key lies between `from` and `to`. */
export type Watched =
  string | { table: string; index: string; from: IndexableType; to: IndexableType };

/** The device's mark that it holds the whole practice, set with a download's last slice. */
const downloadComplete: Watched = { table: 'meta', index: '', from: 'complete', to: 'complete' };

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
 * liveQuery, it never runs more than a share of the time: during a download that commits a page
 * every few hundred milliseconds, a list of the whole practice is read a few times instead of
 * once per page, which made every page cost more than the one before. A lone save still shows at
 * once, and so does the write that completes a download: the whole practice is there, and the
 * person should not wait a share's pause to find its last patient. While paused (nobody looks at
 * the result) it only notes that something changed and reads once it is resumed.
 *
 * With `incremental`, the reader keeps what it read before: `read` is told which records changed
 * since its last run (every record on the first) and reads only those again, so a change that
 * names its records runs at once; only a read of everything waits its share. Any other reader is
 * told every record. `namedBy` reads the records a large write noted itself (a download's slice,
 * which Dexie cannot name), to be read at once like those Dexie names: a slice's few hundred
 * patients read as it lands keep the read after the download's last slice short.
 */
export function watchTables<T>(
  db: OptolightDb,
  tables: readonly Watched[],
  read: (changed: ChangedRecords) => Promise<T>,
  onValue: (value: T) => void,
  onError: (error: unknown) => void,
  options: { incremental?: boolean; namedBy?: NamedBy } = {},
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
  let changed: ChangedRecords = everyRecord;
  /** A change to read at once, the share's pause or not. */
  let urgent = false;

  const run = async () => {
    timer = undefined;
    running = true;
    dirty = false;
    urgent = false;
    const since = changed;
    changed = new Set();
    const started = performance.now();
    try {
      const value = await read(since);
      if (!stopped) onValue(value);
    } catch (error) {
      // What it was to read is still to be read, whenever it runs next.
      changed = mergeChanged(changed, since);
      if (!stopped) onError(error);
    } finally {
      const took = performance.now() - started;
      readyAt = performance.now() + took * (1 / READ_SHARE - 1);
      running = false;
      if (isDirty()) schedule();
    }
  };
  function schedule() {
    if (stopped || !active || running) return;
    const now = urgent || (options.incremental === true && changed !== everyRecord);
    if (timer !== undefined) {
      if (!now) return;
      clearTimeout(timer);
    }
    timer = setTimeout(() => void run(), now ? 0 : Math.max(0, readyAt - performance.now()));
  }
  const onMutated = (parts: ObservabilitySet) => {
    if (!tables.some((watched) => touches(parts, prefix, watched))) return;
    // Only an incremental reader is told which records; to the others, any may have changed.
    const named = options.namedBy?.(db, parts) ?? null;
    const completes = touches(parts, prefix, downloadComplete);
    // A slice that noted none of the watched records (a page of evaluations) has nothing to read.
    if (named?.size === 0 && !completes) return;
    changed = options.incremental
      ? mergeChanged(changed, named ?? changedRecords(db, parts))
      : everyRecord;
    if (completes) urgent = true;
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

/**
 * A store of what `reader` reads from the open database, one per database and shared by every
 * page that shows it, kept between visits (going back to a list of 10,000 patients must not read
 * them all again). It is read again after writes to `tables` (see watchTables), only while
 * someone subscribes: with nobody looking, reading the whole practice again only slows the page
 * down. Opening another account's database stops the one before. Holds `failed()` when a read
 * fails.
 */
export function storePerDb<T>(options: {
  initial: T;
  tables: readonly Watched[];
  reader: (db: OptolightDb) => (changed: ChangedRecords) => Promise<T>;
  failed: () => T;
  incremental?: boolean;
  namedBy?: NamedBy;
}): (db: OptolightDb) => Store<T> {
  let shared: { db: OptolightDb; store: Store<T>; stop: () => void } | null = null;
  return (db) => {
    if (shared?.db !== db) {
      shared?.stop();
      const store = createStore<T>(options.initial);
      const watch = watchTables(
        db,
        options.tables,
        options.reader(db),
        (value) => {
          store.set(() => value);
        },
        () => {
          store.set(options.failed);
        },
        { incremental: options.incremental ?? false, namedBy: options.namedBy },
      );
      let watching = 0;
      const counted: Store<T> = {
        ...store,
        subscribe(listener) {
          const off = store.subscribe(listener);
          if (++watching === 1) watch.setActive(true);
          return () => {
            off();
            if (--watching === 0) watch.setActive(false);
          };
        },
      };
      shared = { db, store: counted, stop: watch.stop };
    }
    return shared.store;
  };
}
