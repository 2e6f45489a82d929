import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, signIn, signOut } from '../session/session';
import { setIdleMinutes } from './idle-settings';
import { LOCK_KEY, lockState, readLockState, recordFailure, unlock } from './lock-state';
import { startIdleWatch } from './watch-idle';

const minute = 60_000;
const start = Date.parse('2026-03-02T09:00:00Z');

describe('the idle watch', () => {
  let stop: () => void = () => undefined;

  beforeEach(() => {
    vi.useFakeTimers({ now: start });
    localStorage.clear();
    setIdleMinutes(15);
    signIn({ token: 'tok', expiresAt: new Date(start + 12 * 60 * minute).toISOString() });
    unlock();
    stop = startIdleWatch();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    session.set({ status: 'undetermined' });
  });

  it('locks after the idle time without activity, and activity puts it off', () => {
    vi.advanceTimersByTime(10 * minute);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(10 * minute);
    expect(lockState.get().isLocked).toBe(false);
    vi.advanceTimersByTime(6 * minute);
    expect(lockState.get().isLocked).toBe(true);
  });

  it('locks at once on waking when the time asleep passed the idle time', () => {
    // Asleep: no timer fires, only the clock moves.
    vi.setSystemTime(start + 20 * minute);
    window.dispatchEvent(new Event('touchstart'));
    expect(lockState.get().isLocked).toBe(true);
  });

  it('stays locked through a reload: the state is read back from storage', () => {
    setIdleMinutes(5);
    vi.advanceTimersByTime(5 * minute);
    expect(JSON.parse(localStorage.getItem(LOCK_KEY) ?? '{}')).toMatchObject({ isLocked: true });
    expect(readLockState().isLocked).toBe(true);
  });

  it('opens, with the wrong tries forgotten, when someone signs in anew', () => {
    vi.advanceTimersByTime(15 * minute);
    recordFailure();
    expect(lockState.get()).toMatchObject({ isLocked: true, failures: 1 });
    signOut();
    signIn({ token: 'tok2', expiresAt: new Date(start + 24 * 60 * minute).toISOString() });
    expect(lockState.get()).toMatchObject({ isLocked: false, failures: 0 });
  });

  it('never locks while nobody is signed in', () => {
    signOut();
    vi.advanceTimersByTime(60 * minute);
    expect(lockState.get().isLocked).toBe(false);
  });
});
