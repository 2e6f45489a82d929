import { api } from '@optolight/contract';
import type { User } from '@optolight/domain';
import { call, messageOf, RequestError } from '../../../lib/api';
import {
  checkPasswordOffline,
  checkPin,
  lockState,
  recordFailure,
  rememberPassword,
  unlock,
} from '../../../lib/lock';

export type UnlockOutcome = { isOpen: true } | { isOpen: false; message: string };

const opened = (): UnlockOutcome => {
  unlock();
  return { isOpen: true };
};
const wrong = (what: string): UnlockOutcome => {
  recordFailure();
  return { isOpen: false, message: `Wrong ${what}.` };
};

/** Online, the server checks the password (and counts the try against the account's login
 * limit); the session it hands back is ended at once, as the tablet keeps its own. Offline, the
 * hash kept from the last sign-in checks it (docs/security.md#the-screen-lock). */
export async function unlockWithPassword(user: User, password: string): Promise<UnlockOutcome> {
  try {
    const fresh = await call(api.login, {
      body: { email: user.email, password },
      signal: AbortSignal.timeout(10_000),
    });
    const who = await call(api.getUser, { token: fresh.token });
    await call(api.logout, { token: fresh.token }).catch(() => undefined);
    if (who.userId !== user.userId) return wrong('password');
    void rememberPassword(user.email, password);
    return opened();
  } catch (error) {
    if (!(error instanceof RequestError)) return { isOpen: false, message: messageOf(error) };
    if (error.isOffline) {
      const matches = await checkPasswordOffline(user.email, password);
      if (matches === null)
        return {
          isOpen: false,
          message:
            'This tablet cannot check your password while offline. Use your PIN, or connect and try again.',
        };
      return matches ? opened() : wrong('password');
    }
    if (error.status === 400) return wrong('password');
    return { isOpen: false, message: error.body.message };
  }
}

export async function unlockWithPin(user: User, pin: string): Promise<UnlockOutcome> {
  return (await checkPin(user.email, pin)) ? opened() : wrong('PIN');
}

/** Milliseconds before another try is taken (0: now). */
export const waitLeft = (now = Date.now()) => Math.max(0, lockState.get().retryAt - now);
