import { useKeyedLiveQuery } from '../../../db/keyed-live-query';
import { currentUser, useCurrentUser } from '../../../lib/session';
import { countRounds } from './rounds-store';
import { trainerDb } from './trainer-db';

/**
 * 'Total Rounds Played' (docs/decisions.md#real-figures-on-the-dashboard): the account's rounds on
 * this device, played here or pulled from the server, each id once. Null when nobody is signed in.
 */
export async function totalRoundsPlayed(): Promise<number> {
  const state = currentUser.get();
  if (state.status !== 'ready') return 0;
  return countRounds(trainerDb(state.user.userId));
}

/** The same count, live: it changes as soon as a round is saved or pulled. */
export function useTotalRounds(): number | null {
  const state = useCurrentUser();
  const accountId = state.status === 'ready' ? state.user.userId : null;
  return (
    useKeyedLiveQuery(
      () => (accountId ? countRounds(trainerDb(accountId)) : Promise.resolve(0)),
      [accountId],
    ) ?? null
  );
}
