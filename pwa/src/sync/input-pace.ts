/** How long after the person's last touch or key a download waits before its next slice. */
const HOLD_MS = 150;
/** ...but never longer than this in a row, so steady typing cannot stop a download. The same
 * bound ends a slice's giving way: once the download has not moved for this long, the slice
 * being stored finishes whatever the person does. */
const MOST_HELD_MS = 1000;
/** Changes a slice stores while the person works: a save or a read waits for one at most. */
export const SMALL_SLICE = 200;
/** ...and while nobody has touched the screen for IDLE_MS: fewer, larger transactions, each
 * with one broadcast to the page's live queries, store a first download faster. */
export const LARGE_SLICE = 1000;
const IDLE_MS = 2000;

/** How a download's slices make way for the person (docs/sync-protocol.md#where-sync-runs). */
export interface SlicePace {
  /** Resolves when the next slice may be written. */
  beforeSlice: () => Promise<void>;
  /** Whether the slice about to be stored may be rolled back when the person touches the screen. */
  mayGiveWay: () => boolean;
  /** The download moved: a page arrived, or a slice was stored. */
  moved: () => void;
  /** How many changes the next slice stores. */
  sliceSize: () => number;
}

/**
 * Lets the person's reads and saves go before a download's slices. A save or a read the page
 * starts waits for the slice being written, and the next slice would be queued behind it again
 * and again; holding slices back for a moment after input keeps that to none, as the slice in
 * flight gives way. Both are bounded, so taps and typing slow a download but never stop it.
 */
export function inputPace(
  now: () => number = () => performance.now(),
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): SlicePace & { input: () => void } {
  let lastInput = -Infinity;
  let lastMoved = -Infinity;
  return {
    /** The person touched or typed. */
    input() {
      lastInput = now();
    },
    async beforeSlice() {
      const started = now();
      for (;;) {
        const wait = lastInput + HOLD_MS - now();
        const heldFor = now() - started;
        if (wait <= 0 || heldFor >= MOST_HELD_MS) return;
        await sleep(Math.min(wait, MOST_HELD_MS - heldFor));
      }
    },
    mayGiveWay: () => now() - lastMoved < MOST_HELD_MS,
    moved() {
      lastMoved = now();
    },
    sliceSize: () => (now() - lastInput < IDLE_MS ? SMALL_SLICE : LARGE_SLICE),
  };
}
