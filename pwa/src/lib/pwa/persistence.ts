import { createStore, useStore } from '../store';

export type Persistence = 'unknown' | 'granted' | 'refused' | 'unsupported';

export const persistence = createStore<Persistence>('unknown');

/** docs/sync-protocol.md#rule-10-storage: ask the browser not to evict this device's records. */
export async function requestPersistentStorage(storage?: StorageManager): Promise<Persistence> {
  const manager = storage ?? (typeof navigator === 'undefined' ? undefined : navigator.storage);
  let result: Persistence;
  if (!manager || typeof manager.persist !== 'function') {
    result = 'unsupported';
  } else {
    try {
      result = (await manager.persisted()) || (await manager.persist()) ? 'granted' : 'refused';
    } catch {
      result = 'refused';
    }
  }
  persistence.set(result);
  return result;
}

export function usePersistence(): Persistence {
  return useStore(persistence);
}
