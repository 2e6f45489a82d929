import type { OptolightDb } from '../../../db/schema';
import { useCurrentUser } from '../../../lib/session';
import { clinicalDb, isSyncRunning } from '../../../sync/runtime';

/** The professional's device database, or null until sign-in has opened it. */
export function useDb(): OptolightDb | null {
  const user = useCurrentUser();
  return user.status === 'ready' && isSyncRunning() ? clinicalDb() : null;
}
