import type { Page } from 'playwright-core';

/**
 * Reads the signed-in account's IndexedDB through a connection of its own, beside the app's:
 * the row count of a store, or one row's `value` when a key is given (meta rows).
 */
export function readAccountStore(page: Page, store: string, key?: string): Promise<unknown> {
  return page.evaluate(
    async ({ store, key }) => {
      const user = JSON.parse(localStorage.getItem('optolight.user') ?? 'null') as {
        userId: string;
      } | null;
      if (!user) return key === undefined ? 0 : undefined;
      const db = await new Promise<IDBDatabase>((ok, fail) => {
        const req = indexedDB.open(`optolight-${user.userId}`);
        req.onsuccess = () => {
          ok(req.result);
        };
        req.onerror = () => {
          fail(req.error ?? new Error('open failed'));
        };
      });
      try {
        if (!db.objectStoreNames.contains(store)) return key === undefined ? 0 : undefined;
        const objects = db.transaction(store).objectStore(store);
        const req = key === undefined ? objects.count() : objects.get(key);
        const result = await new Promise<unknown>((ok) => {
          req.onsuccess = () => {
            ok(req.result);
          };
        });
        return key === undefined ? result : (result as { value?: unknown } | undefined)?.value;
      } finally {
        db.close();
      }
    },
    { store, key },
  );
}
