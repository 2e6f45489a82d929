import { z } from 'zod';
import { local, readJson } from '../storage';
import { createStore, useStore } from '../store';
import { rememberPassword } from '../lock/lock-secrets';

export const SESSION_KEY = 'optolight.session';
/** How often a running app re-checks the token's expiry
 * (docs/product.md#what-the-app-remembers). */
const EXPIRY_CHECK_MS = 30_000;

const StoredSession = z.object({ token: z.string().min(1), expiresAt: z.string() });
export type StoredSession = z.infer<typeof StoredSession>;

export type SignOutReason = 'signedOut' | 'expired' | 'rejected';
export type SessionState =
  | { status: 'undetermined' }
  | { status: 'authenticated'; token: string; expiresAt: string }
  | { status: 'unauthenticated'; reason?: SignOutReason };

export const session = createStore<SessionState>({ status: 'undetermined' });

function isLive(stored: StoredSession, now: number): boolean {
  const expiry = Date.parse(stored.expiresAt);
  return Number.isFinite(expiry) && expiry > now;
}

/** Reads the stored token: missing or past its expiry means unauthenticated
 * (docs/product.md#what-the-app-remembers). */
export function determineSession(now = Date.now()): void {
  const parsed = StoredSession.safeParse(readJson(SESSION_KEY));
  if (parsed.success && isLive(parsed.data, now)) {
    session.set({ status: 'authenticated', ...parsed.data });
    return;
  }
  const hadSession = parsed.success;
  local.remove(SESSION_KEY);
  session.set({ status: 'unauthenticated', ...(hadSession ? { reason: 'expired' as const } : {}) });
}

/**
 * Runs `start` once, the first time someone is signed in (at once when the stored session is
 * live): what only a signed-in person uses loads then, so the sign-in pages stay light.
 */
export function whenSignedIn(start: () => void): void {
  if (session.get().status === 'authenticated') {
    start();
    return;
  }
  const off = session.subscribe((state) => {
    if (state.status !== 'authenticated') return;
    off();
    start();
  });
}

export function signIn(stored: StoredSession): void {
  local.set(SESSION_KEY, JSON.stringify(stored));
  session.set({ status: 'authenticated', ...stored });
}

/**
 * Every way into a session with a password (logging in, signing up, signing in again; a reset
 * ends on the login form) goes through here: it also keeps the password's slow hash, so the screen
 * lock opens offline on this tablet from the first session on (docs/security.md#the-screen-lock).
 * The hash is slow on purpose, so it runs behind the next page.
 */
export function signInWithPassword(
  stored: StoredSession,
  credentials: { email: string; password: string },
): void {
  signIn(stored);
  void rememberPassword(credentials.email, credentials.password);
}

export function signOut(reason: SignOutReason = 'signedOut'): void {
  local.remove(SESSION_KEY);
  session.set({ status: 'unauthenticated', reason });
}

/** The default Authorization header while signed in. */
export function authorizationHeader(): string | undefined {
  const state = session.get();
  return state.status === 'authenticated' ? `Bearer ${state.token}` : undefined;
}

/** Signs out when the token expires while the app is open; returns a stop function. */
export function watchExpiry(intervalMs = EXPIRY_CHECK_MS): () => void {
  const check = () => {
    const state = session.get();
    if (state.status === 'authenticated' && !isLive(state, Date.now())) signOut('expired');
  };
  const timer = setInterval(check, intervalMs);
  // Another tab signing in or out changes what this tab may do.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_KEY) determineSession();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    clearInterval(timer);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): SessionState {
  return useStore(session);
}
