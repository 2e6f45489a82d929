import { api } from '@optolight/contract';
import { User } from '@optolight/domain';
import { call } from '../api';
import { local, readJson } from '../storage';
import { createStore, useStore } from '../store';
import { session } from './session';

const USER_KEY = 'optolight.user';

export type CurrentUser =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; user: User; isStale: boolean }
  | { status: 'error'; message: string };

export const currentUser = createStore<CurrentUser>({ status: 'none' });

/** The account from the last visit, so an offline launch still shows the right pages. */
function cachedUser(): User | null {
  const parsed = User.safeParse(readJson(USER_KEY));
  return parsed.success ? parsed.data : null;
}

export function setUser(user: User): void {
  local.set(USER_KEY, JSON.stringify(user));
  currentUser.set({ status: 'ready', user, isStale: false });
}

let inFlight: Promise<void> | null = null;

/** Loads GET /api/user; keeps the cached account (marked stale) when the server is unreachable. */
export function loadUser(): Promise<void> {
  inFlight ??= (async () => {
    const cached = cachedUser();
    const before = currentUser.get();
    if (before.status !== 'ready') {
      currentUser.set(
        cached ? { status: 'ready', user: cached, isStale: true } : { status: 'loading' },
      );
    }
    try {
      setUser(await call(api.getUser));
    } catch (error) {
      if (session.get().status !== 'authenticated') return;
      const now = currentUser.get();
      if (now.status !== 'ready') {
        const message = error instanceof Error ? error.message : 'Something went wrong';
        currentUser.set({ status: 'error', message });
      }
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

export function clearUser(): void {
  local.remove(USER_KEY);
  currentUser.set({ status: 'none' });
}

/** Keeps the user in step with the session: load on sign-in, forget on sign-out. */
export function followSession(): () => void {
  const sync = () => {
    const state = session.get();
    if (state.status === 'authenticated') {
      if (currentUser.get().status === 'none') void loadUser();
    } else if (state.status === 'unauthenticated') {
      clearUser();
    }
  };
  sync();
  return session.subscribe(sync);
}

export function useCurrentUser(): CurrentUser {
  return useStore(currentUser);
}

/** Whether the account opens clinical content: every account but a practice's front desk
 * (docs/practices.md), which the server would refuse anyway. */
export const seesClinical = (user: Pick<User, 'practiceRole'>) => user.practiceRole !== 'frontDesk';

export function useSeesClinical(): boolean {
  const current = useCurrentUser();
  return current.status !== 'ready' || seesClinical(current.user);
}
