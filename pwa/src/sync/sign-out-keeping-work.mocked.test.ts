import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasPin, lockNow, lockState, setPin } from '../lib/lock';
import { currentUser, session, setUser, signIn } from '../lib/session';
import { signOutKeepingWork } from './device-data';
import { publishSyncStatus } from './status';
import { testUser } from '../../test/user';

const deleteClinicalData = vi.fn(() => Promise.resolve());
const stopSync = vi.fn(() => Promise.resolve());
const unsavedDraftCount = vi.fn(() => Promise.resolve(0));
vi.mock('./runtime', () => ({ deleteClinicalData, stopSync, unsavedDraftCount }));

const ada = testUser;

describe('"Not you?" on the lock screen', () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    localStorage.clear();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    signIn({ token: 'tok', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    setUser(ada);
    await setPin(ada.email, '4821');
    lockNow();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    publishSyncStatus({ pending: 0 });
  });

  it('keeps the account database closed on the device while changes wait to sync', async () => {
    publishSyncStatus({ pending: 2 });
    expect(await signOutKeepingWork()).toBe('kept');
    expect(stopSync).toHaveBeenCalled();
    expect(deleteClinicalData).not.toHaveBeenCalled();
    expect(session.get()).toEqual({ status: 'unauthenticated', reason: 'signedOut' });
    expect(currentUser.get()).toEqual({ status: 'none' });
    expect(localStorage.getItem('optolight.user')).toBeNull();
    expect(lockState.get().isLocked).toBe(false);
    // Their PIN stays for when they come back.
    expect(hasPin(ada.email)).toBe(true);
  });

  it('keeps it for unsaved text too', async () => {
    unsavedDraftCount.mockResolvedValueOnce(1);
    expect(await signOutKeepingWork()).toBe('kept');
    expect(deleteClinicalData).not.toHaveBeenCalled();
  });

  it('is a plain logout when nothing waits: the data and the PIN leave the device', async () => {
    expect(await signOutKeepingWork()).toBe('cleared');
    expect(deleteClinicalData).toHaveBeenCalled();
    expect(hasPin(ada.email)).toBe(false);
    expect(session.get().status).toBe('unauthenticated');
  });
});
