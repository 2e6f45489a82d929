import { forbidden } from '../../http/errors';
import { isPlanActive } from '../../http/access';
import type { AuthUser } from '../../plugins/auth';

/**
 * The trainer needs an active patient plan or trial, or any professional plan
 * (docs/decisions.md#who-may-use-the-trainer). A professional keeps the trainer after the plan
 * lapses: the rule says "active" for patients only and "any" for professionals, and a clinician
 * demonstrating exercises is never locked out.
 * A patient whose plan lapsed can still read the rounds they played (their own history, like a
 * professional's read access) but not add new ones; the device keeps them queued until renewal.
 */
export function checkTrainerAccess(user: AuthUser, now: Date, mode: 'read' | 'write'): void {
  if (user.userType === 'professional') return;
  if (user.userType === 'patient') {
    if (isPlanActive(user, now) || mode === 'read') return;
    throw forbidden(
      'Your plan has expired. Renew it on the Pricing page to keep training; rounds you played stay on this device until then.',
      '/plans',
    );
  }
  throw forbidden(
    'The eye trainer comes with a patient plan or the free trial month. Choose one on the Pricing page.',
    '/plans',
  );
}
