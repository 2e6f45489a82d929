import { describe, expect, it } from 'vitest';
import { persistence, requestPersistentStorage } from './persistence';

const manager = (persisted: boolean, grants: boolean) =>
  ({
    persisted: () => Promise.resolve(persisted),
    persist: () => Promise.resolve(grants),
  }) as unknown as StorageManager;

describe('persistent storage', () => {
  it('reports granted, refused and already-persisted storage', async () => {
    await expect(requestPersistentStorage(manager(false, true))).resolves.toBe('granted');
    await expect(requestPersistentStorage(manager(true, false))).resolves.toBe('granted');
    await expect(requestPersistentStorage(manager(false, false))).resolves.toBe('refused');
    expect(persistence.get()).toBe('refused');
  });
});
