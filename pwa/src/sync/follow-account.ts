import { currentUser, session } from '../lib/session';
import { startSync, stopSync } from './runtime';

/**
 * Opens a professional's clinical data when they are signed in and closes it (keeping every
 * queued change on the device) when the session ends or expires; a sign-in of the same account
 * picks the queue up again.
 */
export function followAccount(): () => void {
  const update = () => {
    const user = currentUser.get();
    if (
      session.get().status === 'authenticated' &&
      user.status === 'ready' &&
      user.user.userType === 'professional'
    ) {
      startSync(user.user.userId);
    } else if (session.get().status === 'unauthenticated') {
      void stopSync();
    }
  };
  const offUser = currentUser.subscribe(update);
  const offSession = session.subscribe(update);
  update();
  return () => {
    offUser();
    offSession();
  };
}
