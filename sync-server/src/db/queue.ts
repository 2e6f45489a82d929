/**
 * Runs jobs one at a time, in the order they were queued. A job that fails does not stop the
 * ones behind it.
 */
export function serialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(job: () => Promise<T>): Promise<T> => {
    const run = tail.then(job);
    tail = run.catch(() => undefined);
    return run;
  };
}
