/**
 * Runs the latest scheduled job once the person stops typing for `ms`. `flush` runs it now (a
 * tab closing), `cancel` drops it (a save or a discard made it moot). Each job runs at most once:
 * a flushed job must not run again when its timer would have fired, after the values it holds
 * were saved or discarded.
 */
export interface AfterPause {
  schedule: (job: () => void) => void;
  flush: () => void;
  cancel: () => void;
}

export function afterPause(ms: number): AfterPause {
  let waiting: { timer: ReturnType<typeof setTimeout>; job: () => void } | null = null;
  const cancel = () => {
    if (waiting) clearTimeout(waiting.timer);
    waiting = null;
  };
  const flush = () => {
    const job = waiting?.job;
    cancel();
    job?.();
  };
  return {
    schedule: (job) => {
      cancel();
      waiting = { timer: setTimeout(flush, ms), job };
    },
    flush,
    cancel,
  };
}
