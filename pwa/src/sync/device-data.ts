import { clearUser, signOut } from '../lib/session';

// The clinical store (Dexie) loads with the signed-in screens, not with the sign-in page.
const runtime = () => import('./runtime');

/**
 * Logout on a shared tablet removes what this device holds (decisions §6): the account's
 * clinical database and outbox, the session and the cached account. The logout dialog has
 * already warned about, and offered to sync or back up, anything not yet synced.
 */
export async function clearDeviceData(): Promise<void> {
  await (await runtime()).deleteClinicalData();
  signOut('signedOut');
  clearUser();
}

/** Pushes the outbox and pulls now (the logout dialog's 'Sync now'). */
export async function syncNow(): Promise<void> {
  await (await runtime()).syncNowOutcome();
}

/** A file with everything not yet synced, so a person can keep it before discarding. */
export async function exportBackup(): Promise<Blob> {
  return (await runtime()).backupOfUnsynced();
}
