/** How long after the person's last touch or key a download waits before its next slice. */
const HOLD_MS = 150;
/** ...but never longer than this in a row, so steady typing cannot stop a download. */
const MOST_HELD_MS = 1000;

/**
 * Lets the person's reads and saves go before a download's next slice. A save or a read the
 * page starts waits for the slice being written, and the next slice would be queued behind it
 * again and again; holding slices back for a moment after input keeps that to one slice.
 */
export function inputPace(
  now: () => number = () => performance.now(),
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
) {
  let lastInput = -Infinity;
  return {
    /** The person touched or typed. */
    input() {
      lastInput = now();
    },
    /** Resolves when the next slice may be written. */
    async beforeSlice() {
      const started = now();
      for (;;) {
        const wait = lastInput + HOLD_MS - now();
        const heldFor = now() - started;
        if (wait <= 0 || heldFor >= MOST_HELD_MS) return;
        await sleep(Math.min(wait, MOST_HELD_MS - heldFor));
      }
    },
  };
}
