import { session, type SessionState } from '../session/session';
import { idleMs } from './idle-settings';
import { checkIdle, followOtherTabs, noteActivity, unlock } from './lock-state';

/** What counts as someone using the app. */
const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;
/** How often a running app compares the clock with the last activity. */
const CHECK_EVERY_MS = 5_000;

/**
 * Locks the app after the idle time without activity while someone is signed in
 * (docs/security.md#the-screen-lock). The check reads timestamps on a timer and whenever the
 * page comes back (woken, shown, focused), so time asleep counts; a new sign-in opens the lock.
 */
export function startIdleWatch(): () => void {
  const isSignedIn = () => session.get().status === 'authenticated';
  const check = () => {
    if (isSignedIn()) checkIdle(idleMs());
  };
  const onActivity = () => {
    // Activity after the idle time has passed is the tablet waking: it locks, it does not count.
    check();
    if (isSignedIn()) noteActivity();
  };
  let before: SessionState['status'] = session.get().status;
  const offSession = session.subscribe((state) => {
    // A sign-in (not the launch's reading of a stored session) starts a fresh idle time.
    if (state.status === 'authenticated' && before === 'unauthenticated') unlock();
    before = state.status;
  });
  check();
  const timer = setInterval(check, CHECK_EVERY_MS);
  for (const type of ACTIVITY)
    window.addEventListener(type, onActivity, { capture: true, passive: true });
  document.addEventListener('visibilitychange', check);
  window.addEventListener('pageshow', check);
  window.addEventListener('focus', check);
  const offTabs = followOtherTabs();
  return () => {
    clearInterval(timer);
    for (const type of ACTIVITY) window.removeEventListener(type, onActivity, { capture: true });
    document.removeEventListener('visibilitychange', check);
    window.removeEventListener('pageshow', check);
    window.removeEventListener('focus', check);
    offSession();
    offTabs();
  };
}
