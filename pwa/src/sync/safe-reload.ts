import { dirtyForms } from './dirty-forms';
import { syncStatus } from './status';

/**
 * Why a reload has to wait, in words for the update prompt; null when it is safe
 * (docs/sync-protocol.md#rule-9-logout-and-updates: a new app version never reloads while a form
 * is dirty or the outbox still holds entries).
 */
export function reloadBlocker(): string | null {
  if (dirtyForms.get().size > 0) return 'Save or close the open form first.';
  const pending = syncStatus.get().pending;
  if (pending > 0) return `Waiting for ${pending} change${pending === 1 ? '' : 's'} to sync.`;
  return null;
}
