/** After a round that threw (a fault, not a network failure), try again this much later. */
const AFTER_FAULT_MS = 30_000;

export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: Clock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

/**
 * Runs sync rounds one at a time. `round` does one round and says how long to wait before the
 * next (a backoff after a failure, the regular period after success). `within(ms)` asks for a
 * round no later than `ms` from now (a save asks for one soon).
 *
 * A wait never postpones a round already due sooner: a save during a round asked for one in
 * 400 ms, and the round ending just after must not turn that into its 30 s period, or the save
 * sat on the tablet half a minute while the header said it was waiting. A round asked for while
 * one runs starts right after it.
 */
export function roundTimer(round: () => Promise<number>, clock: Clock = realClock) {
  let handle: unknown;
  let dueAt = Infinity;
  let busy = false;
  let askedWhileBusy = false;
  /** Read through a call: set by another `run` while this one awaited its round. */
  const wasAskedWhileBusy = () => askedWhileBusy;
  let stopped = false;

  const within = (ms: number) => {
    if (stopped) return;
    const at = clock.now() + ms;
    if (at >= dueAt) return;
    clock.clearTimeout(handle);
    dueAt = at;
    handle = clock.setTimeout(() => {
      dueAt = Infinity;
      void run();
    }, ms);
  };

  const run = async (): Promise<void> => {
    if (stopped) return;
    if (busy) {
      askedWhileBusy = true;
      return;
    }
    busy = true;
    askedWhileBusy = false;
    let wait: number | null = null;
    try {
      wait = await round();
    } finally {
      busy = false;
      // A round that threw still leaves the next one promised: nothing saved is left stranded.
      within(wasAskedWhileBusy() ? 0 : (wait ?? AFTER_FAULT_MS));
    }
  };

  return {
    /** A round now (or right after the one running). */
    run,
    within,
    stop() {
      stopped = true;
      clock.clearTimeout(handle);
    },
  };
}
