import type { Endpoint } from '@optolight/contract';
import type { AuthUser } from '../plugins/auth';
import { forbidden } from './errors';

export function isPlanActive(user: { planExpiresAt: string | null }, now: Date): boolean {
  return user.planExpiresAt !== null && new Date(user.planExpiresAt) > now;
}

/** Role gates, and an expired professional plan keeps read access only
 * (docs/decisions.md#expired-plans-keep-read-access). A practice's members work under its plan,
 * whatever their own account holds (docs/practices.md). */
export function authorize(user: AuthUser, endpoint: Endpoint, now: Date): void {
  const { access, roles } = endpoint;
  if (access === 'public' || access === 'signedIn') return;
  if (user.userType !== 'professional' && !user.role) {
    throw forbidden(
      'This is for professional accounts. Choose a professional plan on the Pricing page.',
      '/plans',
    );
  }
  if (
    access === 'professionalWrite' &&
    !isPlanActive({ planExpiresAt: user.practicePlanExpiresAt }, now)
  ) {
    throw forbidden(
      'Your plan has expired. Renew it on the Pricing page to create or edit records; you can still read every record and report.',
      '/plans',
    );
  }
  if (roles && !(user.role && roles.includes(user.role)))
    throw forbidden(
      roles.includes('clinician')
        ? 'The front desk does not open clinical records. Ask a clinician of the practice.'
        : 'Only the practice owner can do this.',
    );
}
