import { createStore, useStore } from '../store';

/** Chromium's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const deferred = createStore<BeforeInstallPromptEvent | null>(null);

/** Keeps the browser's install offer so the user menu can show 'Install app' when it exists. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred.set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => {
    deferred.set(null);
  });
}

export async function promptInstall(): Promise<boolean> {
  const event = deferred.get();
  if (!event) return false;
  await event.prompt();
  const choice = await event.userChoice;
  deferred.set(null);
  return choice.outcome === 'accepted';
}

export function useCanInstall(): boolean {
  return useStore(deferred) !== null;
}
