import type { User } from '@optolight/domain';

export type TrainerAccess = { isAllowed: true } | { isAllowed: false; message: string };

/**
 * The same rule as the server (docs/decisions.md#who-may-use-the-trainer): a professional account,
 * or a patient with an active plan or trial. Checked here too so nobody plays a round the server
 * would not take.
 */
export function trainerAccess(user: User): TrainerAccess {
  if (user.userType === 'professional') return { isAllowed: true };
  if (user.userType === 'patient' && user.plan?.isActive) return { isAllowed: true };
  if (user.userType === 'patient')
    return {
      isAllowed: false,
      message:
        'Your plan has expired. Renew it on the Pricing page to keep training; your earlier rounds are kept.',
    };
  return {
    isAllowed: false,
    message:
      'The eye trainer comes with a patient plan or the free trial month. Choose one on the Pricing page.',
  };
}
