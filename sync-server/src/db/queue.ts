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

/**
 * One queue per key (a practice's writes, one at a time), with at most `atOnce` jobs of all keys
 * running together; a key's queue is dropped once it is empty.
 */
export function practiceQueues(atOnce: number) {
  const queues = new Map<string, { run: ReturnType<typeof serialQueue>; waiting: number }>();
  let running = 0;
  const slots: (() => void)[] = [];
  const slot = async () => {
    if (running < atOnce) {
      running++;
      return;
    }
    await new Promise<void>((resolve) => slots.push(resolve));
  };
  const free = () => {
    const next = slots.shift();
    if (next) next();
    else running--;
  };
  return (key: string) =>
    <T>(job: () => Promise<T>): Promise<T> => {
      let queue = queues.get(key);
      if (!queue) {
        queue = { run: serialQueue(), waiting: 0 };
        queues.set(key, queue);
      }
      const own = queue;
      own.waiting++;
      return own.run(async () => {
        await slot();
        try {
          return await job();
        } finally {
          free();
          if (--own.waiting === 0 && queues.get(key) === own) queues.delete(key);
        }
      });
    };
}
