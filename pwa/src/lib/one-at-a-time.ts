interface Lane<T> {
  running: Promise<T>;
  /** The run promised after the current one, and the task it will do (the latest asked for). */
  next?: Promise<T>;
  nextTask?: () => Promise<T>;
}

/**
 * Runs tasks one at a time per key. A call while a run is under way does not share that run's
 * outcome: it gets one more run right after it, shared by every call made meanwhile. What made
 * the caller ask (a round just saved, the network just back) may have happened after the running
 * task looked, so its answer (say "offline") is not an answer to the new question.
 */
export function oneAtATime<T>(): (key: object, task: () => Promise<T>) => Promise<T> {
  const lanes = new WeakMap<object, Lane<T>>();
  const start = (key: object, task: () => Promise<T>): Promise<T> => {
    const running = task().finally(() => {
      const lane = lanes.get(key);
      if (lane?.running === running && !lane.next) lanes.delete(key);
    });
    lanes.set(key, { running });
    return running;
  };
  return (key, task) => {
    const lane = lanes.get(key);
    if (!lane) return start(key, task);
    lane.nextTask = task;
    if (!lane.next) {
      const go = () => start(key, lane.nextTask ?? task);
      lane.next = lane.running.then(go, go);
    }
    return lane.next;
  };
}
