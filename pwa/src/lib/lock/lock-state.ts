import { z } from 'zod';
import { local, readJson } from '../storage';
import { createStore, useStore } from '../store';
import { isIdleTooLong, retryDelayMs } from './idle-clock';

/** Kept in localStorage so a reload, a crash or another tab cannot get past the lock
 * (docs/security.md#the-screen-lock). */
export const LOCK_KEY = 'optolight.lock';

const LockState = z.object({
  isLocked: z.boolean(),
  lastActiveAt: z.number(),
  /** Wrong passwords or PINs since the lock last opened. */
  failures: z.number().int().min(0),
  /** No try is taken before this time (the growing delay after wrong tries). */
  retryAt: z.number(),
});
export type LockState = z.infer<typeof LockState>;

const fresh = (now: number): LockState => ({
  isLocked: false,
  lastActiveAt: now,
  failures: 0,
  retryAt: 0,
});

export function readLockState(now = Date.now()): LockState {
  const parsed = LockState.safeParse(readJson(LOCK_KEY));
  return parsed.success ? parsed.data : fresh(now);
}

export const lockState = createStore<LockState>(readLockState());

function save(next: LockState): void {
  local.set(LOCK_KEY, JSON.stringify(next));
  lockState.set(next);
}

/** Activity is written at most this often: the lock is a matter of minutes, typing is not. */
const WRITE_EVERY_MS = 5_000;

export function noteActivity(now = Date.now()): void {
  const state = lockState.get();
  if (state.isLocked || now - state.lastActiveAt < WRITE_EVERY_MS) return;
  save({ ...state, lastActiveAt: now });
}

/** Locks when the idle time has passed since the last activity; says whether it is locked. */
export function checkIdle(idleMs: number, now = Date.now()): boolean {
  const state = lockState.get();
  if (!state.isLocked && isIdleTooLong(state.lastActiveAt, now, idleMs))
    save({ ...state, isLocked: true });
  return lockState.get().isLocked;
}

export function lockNow(): void {
  save({ ...lockState.get(), isLocked: true });
}

/** Opened by the right password or PIN, or a new sign-in: the idle time starts again. */
export function unlock(now = Date.now()): void {
  save(fresh(now));
}

export function recordFailure(now = Date.now()): void {
  const failures = lockState.get().failures + 1;
  save({ ...lockState.get(), failures, retryAt: now + retryDelayMs(failures) });
}

/** Another tab locked, unlocked or saw activity: this one follows. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCK_KEY) lockState.set(readLockState());
  };
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener('storage', onStorage);
  };
}

export const useLockState = () => useStore(lockState);
