import { formatCount as count } from '../lib/format';
import { createStore, useStore } from '../lib/store';

export type SyncState = 'synced' | 'waiting' | 'offline' | 'signin' | 'conflict' | 'downloading';

export interface SyncStatus {
  state: SyncState;
  /** Outbox entries not yet acknowledged by the server. */
  pending: number;
  conflicts: number;
  /** Changes the server refused; kept on the device until a person deals with them. */
  rejected?: number;
  /** False until this device has pulled the whole practice once (a new tablet). */
  complete?: boolean;
  /** How far a download of many pages is, while one runs or was cut off. */
  download?: DownloadProgress;
}

export interface DownloadProgress {
  stored: number;
  total: number;
}

const online = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/** What the header indicator and logout read. Until the sync engine exists it only follows the
 * browser's online flag; the engine will publish pending, conflicts and 'signin' here. */
export const syncStatus = createStore<SyncStatus>({
  state: online() ? 'synced' : 'offline',
  pending: 0,
  conflicts: 0,
});

/** The state shown for given counts: conflicts first (they need a person), then sign-in, then
 * connectivity, then a download still running, then the queue. 'Synced' only when the device
 * holds everything (docs/sync-protocol.md#rule-14-honest-status). */
export function deriveState(input: {
  isOnline: boolean;
  pending: number;
  conflicts: number;
  needsSignIn: boolean;
  isComplete?: boolean;
}): SyncState {
  if (input.conflicts > 0) return 'conflict';
  if (input.needsSignIn) return 'signin';
  if (!input.isOnline) return 'offline';
  if (input.isComplete === false) return 'downloading';
  return input.pending > 0 ? 'waiting' : 'synced';
}

export function publishSyncStatus(
  patch: Partial<Omit<SyncStatus, 'state' | 'download'>> & {
    needsSignIn?: boolean;
    /** null: no download under way any more. */
    download?: DownloadProgress | null;
  },
) {
  syncStatus.set((prev) => {
    const pending = patch.pending ?? prev.pending;
    const conflicts = patch.conflicts ?? prev.conflicts;
    const rejected = patch.rejected ?? prev.rejected ?? 0;
    const needsSignIn = patch.needsSignIn ?? prev.state === 'signin';
    const complete = patch.complete ?? prev.complete;
    const download = patch.download === undefined ? prev.download : patch.download;
    return {
      state: deriveState({
        isOnline: online(),
        pending,
        conflicts,
        needsSignIn,
        isComplete: complete,
      }),
      pending,
      conflicts,
      ...(rejected ? { rejected } : {}),
      ...(complete === undefined ? {} : { complete }),
      ...(download ? { download } : {}),
    };
  });
}

/** Follows online/offline events; returns a stop function. */
export function watchConnectivity(): () => void {
  const update = () => {
    publishSyncStatus({});
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
}

export function useSyncStatus(): SyncStatus {
  return useStore(syncStatus);
}

const howFar = (d: DownloadProgress) => `${count(d.stored)} of ${count(d.total)}`;

/** Header wording (docs/decisions.md#sync-status-in-the-header). */
export function syncLabel(status: SyncStatus): string {
  switch (status.state) {
    case 'synced':
      return 'Synced';
    case 'downloading':
      // Short: the header has room for little more on a tablet; the lists say the rest.
      return status.download ? `Downloading ${howFar(status.download)}` : 'Downloading…';
    case 'waiting':
      return status.pending === 1 ? '1 change waiting' : `${status.pending} changes waiting`;
    case 'offline':
      if (status.complete === false)
        return status.download
          ? `Offline, ${howFar(status.download)} here`
          : 'Offline, not all here';
      return status.pending > 0 ? `Offline, ${status.pending} waiting` : 'Offline';
    case 'signin':
      return 'Sign in again to sync';
    case 'conflict':
      return status.conflicts === 1 ? 'Conflict' : `${status.conflicts} conflicts`;
  }
}

/**
 * The header's label, in two short lines while the practice is not all on the device
 * ('Downloading' over '4,800 of 20,000'), so it fits beside the navigation on a tablet.
 */
export function syncLabelLines(status: SyncStatus): [string] | [string, string] {
  const far = status.download && howFar(status.download);
  if (status.state === 'downloading' && far) return ['Downloading', far];
  if (status.state === 'offline' && status.complete === false)
    return ['Offline', far ? `${far} here` : 'not all here'];
  return [syncLabel(status)];
}
