import { appVersion } from '../src/db/section-version';
import { currentUser } from '../src/lib/session';
import { clinicalDb, deleteClinicalData, startSync } from '../src/sync/runtime';
import { testUser } from './user';

/** A signed-in professional with the device database open, for components that read it. The
 * sync engine, signed out as far as the network knows, pauses at once and never reaches it. */
export function signIn(name: string): void {
  startSync(name);
  currentUser.set({ status: 'ready', user: testUser, isStale: false });
}

/** Back to nobody signed in, with nothing left on the device. */
export async function signOut(): Promise<void> {
  await deleteClinicalData();
  currentUser.set({ status: 'none' });
}

/** Stores a section as pulled from the server; `newer` as a newer app than this one saved it. */
export async function storeSection(
  recordId: string,
  name: string,
  data: unknown,
  { newer = false } = {},
): Promise<void> {
  await clinicalDb().sections.put({
    recordId,
    name,
    data,
    serverData: data,
    serverVersion: 3,
    ...(newer ? { schemaVersion: appVersion(name) + 1 } : {}),
    updatedAt: '2026-03-01T10:00:00.000Z',
  });
}
