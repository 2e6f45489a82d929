import {
  accountTypeForPlan,
  planOf,
  priceFor,
  type PlanKind,
  type PlanType,
} from '@optolight/domain';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Storage } from '../../db/storage';
import { payments, users } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { userRepo, type UserRow } from '../users/repo';
import type { PaymentProvider } from './provider';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Charges for a plan and grants it: price by the offer rules, trial once per account, validity
 * added to what is left of a running plan of the same kind.
 */
export async function checkout(
  storage: Storage,
  provider: { name: string; impl: PaymentProvider },
  user: UserRow,
  request: { selectedPlan: PlanType; userType: PlanKind; nonce: string },
  now: Date,
): Promise<{ message: string; user: UserRow }> {
  const plan = planOf(request.selectedPlan);
  if (plan.plan !== request.userType) {
    throw badRequest('The plan does not match its kind', { userType: `Expected ${plan.plan}` });
  }
  const accountType = accountTypeForPlan(plan);
  if (user.userType === 'professional' && accountType !== 'professional') {
    throw badRequest('This is a professional account: choose a professional plan.');
  }
  const isTrial = plan.plan === 'userOffer';
  if (isTrial && !user.isUserTrialAvailable) {
    throw badRequest('The free trial has already been used on this account.');
  }
  const amount = priceFor(plan, user.isProfOfferAvailable);
  let transactionId = 'trial';
  if (!isTrial) {
    if (!request.nonce) throw badRequest('Enter the card details', { nonce: 'Required' });
    const charge = await provider.impl.charge(amount, request.nonce);
    if (!charge.ok) throw new HttpError(402, charge.message);
    transactionId = charge.transactionId;
  }

  const { updated, expiresAt } = await storage.write(async (tx) => {
    // The plan as stored now: another checkout may have extended it while this one charged.
    const current = (await userRepo.byId(tx, user.id)) ?? user;
    const running =
      current.planExpiresAt && current.userType === accountType
        ? new Date(current.planExpiresAt)
        : null;
    const start = running && running > now ? running : now;
    const expiresAt = new Date(start.getTime() + plan.validity * DAY_MS).toISOString();
    await tx.insert(payments).values({
      id: uuidv7(),
      userId: user.id,
      provider: provider.name,
      planType: plan.type,
      amount,
      transactionId,
    });
    const [updated] = await tx
      .update(users)
      .set({
        userType: accountType,
        planType: plan.type,
        planPrice: amount,
        planExpiresAt: expiresAt,
        ...(plan.plan === 'professional' ? { isProfOfferAvailable: false } : {}),
        ...(isTrial ? { isUserTrialAvailable: false } : {}),
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw new Error('the paying account is gone');
    return { updated, expiresAt };
  });
  // MM/DD/YYYY, as every calendar date the app shows (docs/decisions.md#dates).
  const until = new Date(expiresAt).toLocaleDateString('en-US', {
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  });
  const message = isTrial
    ? `Your free trial has started. It runs until ${until}.`
    : `Payment successful: ${plan.title} plan, $${amount.toFixed(2)}, valid until ${until}.`;
  return { message, user: updated };
}
