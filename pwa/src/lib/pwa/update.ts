import { createStore, useStore } from '../store';

/** The slice of workbox-window's Workbox the update flow uses (and tests fake). */
export interface UpdatableWorker {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
  register(): Promise<unknown>;
}

export interface UpdateState {
  isWaiting: boolean;
  apply: () => void;
}

export const appUpdate = createStore<UpdateState>({ isWaiting: false, apply: () => undefined });

/**
 * Registers the service worker. A new version waits (never skipWaiting on its own); the prompt
 * calls `apply` once it is safe, and the page reloads when the new worker takes control.
 */
export async function registerUpdates(
  worker: UpdatableWorker,
  reload: () => void = () => {
    window.location.reload();
  },
): Promise<void> {
  let isApplying = false;
  worker.addEventListener('waiting', () => {
    appUpdate.set({
      isWaiting: true,
      apply: () => {
        isApplying = true;
        worker.messageSkipWaiting();
      },
    });
  });
  worker.addEventListener('controlling', () => {
    if (isApplying) reload();
  });
  try {
    await worker.register();
  } catch (error) {
    // A browser may refuse the worker (storage turned off, a policy): the app still works while
    // online, it only cannot open offline, so this is said in the console and nothing stops.
    console.warn('The offline copy of the app could not be set up:', error);
  }
}

/** Production only: the dev server has no service worker. */
export async function startServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  await registerUpdates(new Workbox('/sw.js'));
}

export function useAppUpdate(): UpdateState {
  return useStore(appUpdate);
}
