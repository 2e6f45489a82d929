import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authorizationHeader,
  determineSession,
  session,
  SESSION_KEY,
  signIn,
  signOut,
  watchExpiry,
} from './session';

const hour = 3_600_000;
const store = (expiresAt: string) => {
  localStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'tok-123', expiresAt }));
};

describe('session', () => {
  afterEach(() => {
    vi.useRealTimers();
    session.set({ status: 'undetermined' });
  });

  it('is authenticated with a stored token that has not expired, and sends it as Bearer', () => {
    store(new Date(Date.now() + hour).toISOString());
    determineSession();
    expect(session.get().status).toBe('authenticated');
    expect(authorizationHeader()).toBe('Bearer tok-123');
  });

  it('is unauthenticated with no token, and drops an expired one', () => {
    determineSession();
    expect(session.get()).toEqual({ status: 'unauthenticated' });
    store(new Date(Date.now() - 1000).toISOString());
    determineSession();
    expect(session.get()).toEqual({ status: 'unauthenticated', reason: 'expired' });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('stores the token on sign-in and clears it and the header on sign-out', () => {
    signIn({ token: 'abc', expiresAt: new Date(Date.now() + hour).toISOString() });
    expect(localStorage.getItem(SESSION_KEY)).toContain('abc');
    signOut();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(authorizationHeader()).toBeUndefined();
  });

  it('signs out when the token expires while the app is open', () => {
    vi.useFakeTimers();
    signIn({ token: 'abc', expiresAt: new Date(Date.now() + 60_000).toISOString() });
    const stop = watchExpiry(30_000);
    vi.advanceTimersByTime(30_000);
    expect(session.get().status).toBe('authenticated');
    vi.advanceTimersByTime(60_000);
    expect(session.get()).toEqual({ status: 'unauthenticated', reason: 'expired' });
    stop();
  });
});
