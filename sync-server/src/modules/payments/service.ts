import {
  accountTypeForPlan,
  planOf,
  priceFor,
  seatsPrice,
  type PlanKind,
  type PlanType,
} from '@optolight/domain';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Storage, Tx } from '../../db/storage';
import { payments, users } from '../../db/schema';
import { badRequest, forbidden, HttpError } from '../../http/errors';
import { practiceRepo } from '../practice/repo';
import { userRepo, type UserRow } from '../users/repo';
import type { PaymentProvider } from './provider';

const DAY_MS = 24 * 60 * 60 * 1000;

async function storedUser(tx: Tx, id: string): Promise<UserRow> {
  const row = await userRepo.byId(tx, id);
  if (!row) throw new Error('the paying account is gone');
  return row;
}

/** A charge that failed used no offer: the next checkout gets it. */
const giveOfferBack = (storage: Storage, id: string) =>
  storage.write(async (tx) => {
    await tx.update(users).set({ isProfOfferAvailable: true }).where(eq(users.id, id));
  });

/** A professional plan is the practice's, bought by its owner for each clinician seat
 * (docs/practices.md#the-practices-plan); a member in another role is refused. */
async function seatsToPay(
  storage: Storage,
  userId: string,
): Promise<{ seats: number; practice: string }> {
  const member = await practiceRepo.membership(storage.read, userId);
  if (!member) return { seats: 1, practice: userId };
  if (member.role !== 'owner')
    throw forbidden("The practice's plan is bought by its owner, and covers every member.");
  return {
    seats: await practiceRepo.seats(storage.read, member.practiceId),
    practice: member.practiceId,
  };
}

/**
 * Charges for a plan and grants it: price by the offer rules, trial once per account, validity
 * added to what is left of a running plan of the same kind. Every "only once" is decided inside
 * a write, on the account as stored then, never on the copy the request started with: ten
 * checkouts at once, through any instances, start one trial and charge the offer once. The offer
 * is taken before the card is charged and given back if the charge fails.
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
  if (!isTrial && !request.nonce) throw badRequest('Enter the card details', { nonce: 'Required' });

  let amount = 0;
  let transactionId = 'trial';
  // The plan is kept on the practice's account (its key), whichever owner buys it.
  const { seats, practice } =
    accountType === 'professional'
      ? await seatsToPay(storage, user.id)
      : { seats: 1, practice: user.id };
  if (!isTrial) {
    const takesOffer = plan.plan === 'professional';
    // The offer price, once per practice: taken now, in the write, so a second checkout at once
    // pays in full.
    const isOffer = await storage.write(async (tx) => {
      const current = await storedUser(tx, practice);
      if (!takesOffer || !current.isProfOfferAvailable) return false;
      await tx.update(users).set({ isProfOfferAvailable: false }).where(eq(users.id, practice));
      return true;
    });
    amount = seatsPrice(priceFor(plan, isOffer), seats);
    let charge: Awaited<ReturnType<PaymentProvider['charge']>>;
    try {
      charge = await provider.impl.charge(amount, request.nonce);
    } catch (error) {
      if (isOffer) await giveOfferBack(storage, practice);
      throw error;
    }
    if (!charge.ok) {
      if (isOffer) await giveOfferBack(storage, practice);
      throw new HttpError(402, charge.message);
    }
    transactionId = charge.transactionId;
  }

  const { updated, expiresAt } = await storage.write(async (tx) => {
    // The plan as stored now: another checkout may have extended it while this one charged.
    const current = await storedUser(tx, user.id);
    const holder = practice === user.id ? current : await storedUser(tx, practice);
    if (isTrial && !current.isUserTrialAvailable)
      throw badRequest('The free trial has already been used on this account.');
    const running =
      holder.planExpiresAt && holder.userType === accountType
        ? new Date(holder.planExpiresAt)
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
    const granted = { planType: plan.type, planPrice: amount, planExpiresAt: expiresAt };
    if (practice !== user.id) await tx.update(users).set(granted).where(eq(users.id, practice));
    const [updated] = await tx
      .update(users)
      .set({
        userType: accountType,
        ...granted,
        ...(isTrial ? { isUserTrialAvailable: false } : {}),
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw new Error('the paying account is gone');
    // A professional account is the owner of its own practice (docs/practices.md).
    if (accountType === 'professional')
      await practiceRepo.becomeOwner(tx, user.id, now.toISOString());
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
    : `Payment successful: ${plan.title} plan${seats > 1 ? ` for ${String(seats)} clinicians` : ''}, $${amount.toFixed(2)}, valid until ${until}.`;
  return { message, user: updated };
}
