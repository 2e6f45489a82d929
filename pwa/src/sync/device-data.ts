import { api } from '@optolight/contract';
import { call } from '../lib/api';
import { forgetSecrets, unlock } from '../lib/lock';
import { clearUser, currentUser, signOut } from '../lib/session';
import { syncStatus } from './status';

// The clinical store (Dexie) loads with the signed-in screens, not with the sign-in page.
const runtime = () => import('./runtime');

/** Other stores of an account on this device (the trainer's rounds), registered by the app. */
export interface DeviceStore {
  pending(accountId: string): Promise<number>;
  clear(accountId: string): Promise<void>;
  /** Last sending before logout, while the session still counts; given at most 3 seconds. */
  flush?(accountId: string): Promise<void>;
}
const stores: DeviceStore[] = [];
export function registerDeviceStore(store: DeviceStore): void {
  stores.push(store);
}

const accountId = () => {
  const user = currentUser.get();
  return user.status === 'ready' ? user.user.userId : null;
};

/** Changes on this device not yet on the server, in every store of the account. */
export async function unsyncedCount(): Promise<number> {
  const id = accountId();
  const others = id ? await Promise.all(stores.map((s) => s.pending(id))) : [];
  return syncStatus.get().pending + others.reduce((a, b) => a + b, 0);
}

/** Forms holding text typed on this device and never saved; logout removes them too. */
export async function unsavedDrafts(): Promise<number> {
  return (await runtime()).unsavedDraftCount();
}

/** The same forms, named for the logout dialog ('Maria Castellanos: progress note, Note'). */
export async function unsavedForms(): Promise<string[]> {
  return (await runtime()).unsavedDraftPlaces();
}

/**
 * Logout on a shared tablet removes what this device holds
 * (docs/decisions.md#logout-on-a-shared-tablet): the account's clinical database and outbox, the
 * session and the cached account. The logout dialog has already warned about, and offered to sync
 * or back up, anything not yet synced.
 */
export async function clearDeviceData(): Promise<void> {
  const id = accountId();
  const user = currentUser.get();
  if (id) await flushStores(id);
  await endServerSession();
  await (await runtime()).deleteClinicalData();
  if (id) await Promise.all(stores.map((s) => s.clear(id)));
  if (user.status === 'ready') forgetSecrets(user.user.email);
  endLocally();
}

/**
 * "Not you?" on the lock screen: the next person signs in, and the locked person's work stays
 * theirs (docs/security.md#the-screen-lock). With nothing waiting, this is a plain logout. With
 * changes or unsaved text waiting, which only their owner may discard, the session ends and the
 * account's database stays on the device, closed: it is opened again only when that person signs
 * in, as after an expired session. Says which it was.
 */
export async function signOutKeepingWork(): Promise<'cleared' | 'kept'> {
  const [unsynced, unsaved] = await Promise.all([unsyncedCount(), unsavedDrafts()]);
  if (unsynced === 0 && unsaved === 0) {
    await clearDeviceData();
    return 'cleared';
  }
  const id = accountId();
  if (id) await flushStores(id);
  await endServerSession();
  await (await runtime()).stopSync();
  endLocally();
  return 'kept';
}

function endLocally(): void {
  signOut('signedOut');
  clearUser();
  unlock();
}

/** Pushes the outbox and pulls now (the logout dialog's 'Sync now'); says how it went. */
export async function syncNow(): Promise<string> {
  return (await runtime()).syncNowOutcome();
}

/** A file with everything not yet synced, so a person can keep it before discarding. */
export async function exportBackup(): Promise<Blob> {
  return (await runtime()).backupOfUnsynced();
}

/** Best effort and short, as ending the session: offline, logout does not wait for it. */
async function flushStores(accountId: string): Promise<void> {
  const sends = stores.map(async (s) => {
    await s.flush?.(accountId).catch(() => undefined);
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise((resolve) => (timer = setTimeout(resolve, 3000)));
  await Promise.race([Promise.all(sends), cap]);
  clearTimeout(timer);
}

/**
 * Ends the token on the server too, so a copy of it is useless. Best effort and short: offline
 * or on any error the device is cleared all the same and the token runs out by itself.
 */
async function endServerSession(): Promise<void> {
  await call(api.logout, { signal: AbortSignal.timeout(3000) }).catch(() => undefined);
}
