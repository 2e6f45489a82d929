import type { z } from 'zod';
import { planOf, PlanType, type MemberRole, type User } from '@optolight/domain';
import { isPlanActive } from '../../http/access';
import type { UserRow } from './repo';

/** The id the practice's exports name it by: kept through an import, else the account's own. */
export const practiceIdOf = (row: Pick<UserRow, 'id' | 'practiceId'>) => row.practiceId ?? row.id;

/** The account's fields a schema names, checked by it: a profile as the export or the practice
 * shows it. */
export const userFields = <S extends z.ZodObject>(schema: S, row: UserRow): z.output<S> =>
  schema.parse(
    Object.fromEntries(Object.keys(schema.shape).map((k) => [k, row[k as keyof UserRow]])),
  );

/** The practice an account works in: its owner's account (the plan, the settings and the id the
 * practice goes by) and the account's role there. */
export interface PracticeOfAccount {
  owner: UserRow;
  role: MemberRole | null;
  canCertify: boolean;
  /** Its clinician seats, which its plan is priced by. */
  seats?: number;
}

/**
 * The account as the PWA sees it: never the password hash, always the real plan. A member of a
 * practice sees the practice's plan and settings, which are its owner's.
 */
export function toUserView(row: UserRow, now: Date, practice?: PracticeOfAccount): User {
  const owner = practice?.owner ?? row;
  const planType = PlanType.safeParse(owner.planType);
  return {
    userId: row.id,
    practiceId: practiceIdOf(owner),
    userType: row.userType,
    userHandle: row.userHandle,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    imageUrl: row.imageUrl,
    signatureUrl: row.signatureUrl,
    createdAt: row.createdAt,
    businessName: row.businessName,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    phone: row.phone,
    fax: row.fax,
    credentials: row.credentials,
    npi: row.npi,
    progressNoteEveryVisits: owner.progressNoteEveryVisits,
    progressNoteEveryDays: owner.progressNoteEveryDays,
    // The offer is the practice's: its first plan, whoever buys it.
    isProfOfferAvailable: owner.isProfOfferAvailable,
    isUserTrialAvailable: row.isUserTrialAvailable,
    plan:
      planType.success && owner.planExpiresAt
        ? {
            type: planType.data,
            title: planOf(planType.data).title,
            price: owner.planPrice ?? 0,
            expiresAt: owner.planExpiresAt,
            isActive: isPlanActive(owner, now),
          }
        : null,
    ...(practice
      ? {
          practiceRole: practice.role,
          canCertify: practice.canCertify,
          buysPlan: practice.role === null || practice.role === 'owner',
          ...(practice.seats ? { practiceSeats: practice.seats } : {}),
        }
      : {}),
    authenticated: true,
  };
}
