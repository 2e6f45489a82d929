import { afterEach, describe, expect, it } from 'vitest';
import { markDirty } from './dirty-forms';
import { reloadBlocker } from './safe-reload';
import { deriveState, publishSyncStatus, syncLabel, syncLabelLines, syncStatus } from './status';

describe('sync status', () => {
  afterEach(() => {
    syncStatus.set({ state: 'synced', pending: 0, conflicts: 0 });
    markDirty('form-a', false);
  });

  it('derives the state: conflicts, then sign-in, then offline, then the queue', () => {
    const base = { isOnline: true, pending: 0, conflicts: 0, needsSignIn: false };
    expect(deriveState(base)).toBe('synced');
    expect(deriveState({ ...base, pending: 2 })).toBe('waiting');
    expect(deriveState({ ...base, pending: 2, isOnline: false })).toBe('offline');
    expect(deriveState({ ...base, isOnline: false, needsSignIn: true })).toBe('signin');
    expect(deriveState({ ...base, needsSignIn: true, conflicts: 1 })).toBe('conflict');
  });

  it('says Synced only once the device holds the whole practice', () => {
    const base = { isOnline: true, pending: 0, conflicts: 0, needsSignIn: false };
    expect(deriveState({ ...base, isComplete: false })).toBe('downloading');
    expect(deriveState({ ...base, isComplete: true })).toBe('synced');
    expect(deriveState({ ...base, isComplete: false, isOnline: false })).toBe('offline');
    const downloading = {
      state: 'downloading',
      pending: 0,
      conflicts: 0,
      complete: false,
    } as const;
    expect(syncLabel({ ...downloading, download: { stored: 4800, total: 20000 } })).toBe(
      'Downloading 4,800 of 20,000',
    );
    expect(syncLabel(downloading)).toBe('Downloading…');
    // The header's two short lines, so the label fits beside the navigation on a tablet.
    expect(syncLabelLines({ ...downloading, download: { stored: 4800, total: 20000 } })).toEqual([
      'Downloading',
      '4,800 of 20,000',
    ]);
    expect(
      syncLabelLines({
        ...downloading,
        state: 'offline',
        download: { stored: 4800, total: 20000 },
      }),
    ).toEqual(['Offline', '4,800 of 20,000 here']);
    expect(syncLabelLines({ ...downloading, state: 'offline' })).toEqual([
      'Offline',
      'not all here',
    ]);
    expect(syncLabelLines({ state: 'offline', pending: 2, conflicts: 0 })).toEqual([
      'Offline, 2 waiting',
    ]);
    expect(
      syncLabel({ ...downloading, state: 'offline', download: { stored: 4800, total: 20000 } }),
    ).toBe('Offline, 4,800 of 20,000 here');
    publishSyncStatus({ complete: false, download: { stored: 10, total: 40 } });
    expect(syncStatus.get()).toMatchObject({ state: 'downloading', download: { stored: 10 } });
    publishSyncStatus({ complete: true, download: null });
    expect(syncStatus.get()).toEqual({ state: 'synced', pending: 0, conflicts: 0, complete: true });
  });

  it('words the header indicator', () => {
    expect(syncLabel({ state: 'synced', pending: 0, conflicts: 0 })).toBe('Synced');
    expect(syncLabel({ state: 'waiting', pending: 3, conflicts: 0 })).toBe('3 changes waiting');
    expect(syncLabel({ state: 'waiting', pending: 1, conflicts: 0 })).toBe('1 change waiting');
    expect(syncLabel({ state: 'signin', pending: 1, conflicts: 0 })).toBe('Sign in again to sync');
  });

  it('is safe to reload only with no dirty form and an empty outbox', () => {
    expect(reloadBlocker()).toBeNull();
    markDirty('form-a', true);
    expect(reloadBlocker()).toBe('Save or close the open form first.');
    markDirty('form-a', false);
    publishSyncStatus({ pending: 2 });
    expect(reloadBlocker()).toBe('Waiting for 2 changes to sync.');
    publishSyncStatus({ pending: 0 });
    expect(reloadBlocker()).toBeNull();
  });
});
