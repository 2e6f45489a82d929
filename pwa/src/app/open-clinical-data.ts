/**
 * The signed-in app's shared modules, loaded in steps: the device database and the stored schemas
 * (Dexie, the domain), then the sync runtime, each evaluated in a task of its own. They are chunks
 * of their own, so /login, /signup and /forgotpassword never load them. Loaded as one graph with
 * the signed-in shell, they were evaluated in a single task of 200–230 ms on a tablet signing in,
 * the longest the page ran (`scripts/bench-initial-sync.ts`): a tap waited that long.
 */
import type { followAccount } from '../sync/follow-account';
import { loadInSteps } from './load-in-steps';

interface SyncRuntime {
  followAccount: typeof followAccount;
}

let loading: Promise<SyncRuntime> | null = null;

export function signedInModules(): Promise<SyncRuntime> {
  // The runtime is a step too, so what is loaded after it (the shell) starts in a task of its
  // own; as the page it is already there.
  loading ??= loadInSteps(
    [() => import('../db/schema'), () => import('../sync/follow-account')],
    () => import('../sync/follow-account'),
  ).catch((error: unknown) => {
    // A chunk that did not arrive (offline before the app was cached) is fetched again next time.
    loading = null;
    throw error;
  });
  return loading;
}

/** Opens a professional's clinical data once signed in (start.tsx). */
export async function openClinicalData(): Promise<void> {
  const runtime = await signedInModules();
  runtime.followAccount();
}
