/** One push in flight per device: a Web Lock across tabs, or a promise chain where none exists. */
export type Lock = <T>(name: string, work: () => Promise<T>) => Promise<T>;

const chains = new Map<string, Promise<unknown>>();

const inProcessLock: Lock = (name, work) => {
  const previous = chains.get(name) ?? Promise.resolve();
  const next = previous.then(work, work);
  chains.set(
    name,
    next.catch(() => undefined),
  );
  return next;
};

export function defaultLock(): Lock {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return inProcessLock;
  return async (name, work) => {
    let result: Awaited<ReturnType<typeof work>> | undefined;
    await locks.request(name, async () => {
      result = await work();
    });
    return result as Awaited<ReturnType<typeof work>>;
  };
}
