import { Dexie } from 'dexie';

/** The device ran out of room: nothing of the save was stored (it was one transaction). */
export class StorageFullError extends Error {
  constructor() {
    super(
      'This device is out of storage space, so the change was not saved. Free some space (or sync and remove old downloads) and save again.',
    );
    this.name = 'StorageFullError';
  }
}

/** Runs a write; a quota failure becomes a StorageFullError with words a person can act on. */
export async function guardQuota<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const inner =
      error instanceof Dexie.DexieError
        ? (error.inner as { name?: string } | undefined)
        : undefined;
    const name = error instanceof Error ? error.name : '';
    if (
      name === 'QuotaExceededError' ||
      inner?.name === 'QuotaExceededError' ||
      (error instanceof Dexie.DexieError && error.name === Dexie.errnames.QuotaExceeded)
    ) {
      throw new StorageFullError();
    }
    throw error;
  }
}
