import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get: () => T;
  set: (next: T | ((prev: T) => T)) => void;
  subscribe: (listener: (value: T) => void) => () => void;
}

/** Each store's way back to the value it was made with. */
const resets: (() => void)[] = [];

/**
 * Puts every store back to the value it was made with, telling no one: for test files that share
 * their loaded modules (pwa/test/setup.ts runs it as each file starts), so a value one file left
 * behind (an update waiting, a signed-in user) is never the next file's start. The app never
 * calls it.
 */
export function resetAllStores(): void {
  for (const reset of resets) reset();
}

/** A tiny observable value: enough for session, user and sync status without a state library. */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  resets.push(() => {
    value = initial;
  });
  return {
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (prev: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of [...listeners]) listener(value);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
