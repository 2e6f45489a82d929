import { z } from 'zod';

/** The plan catalogue (docs/product.md#plans-and-payment). Prices in USD; validity in days. */
export const PlanType = z.enum([
  'professionalBasic',
  'professionalShortTerm',
  'professionalLongTerm',
  'patientBasic',
  'patientShortTerm',
  'patientLongTerm',
  'userOffer',
]);
export type PlanType = z.infer<typeof PlanType>;

/** Plan kind as the original app named it: what the checkout's `userType` carries. */
export const PlanKind = z.enum(['professional', 'user', 'userOffer']);
export type PlanKind = z.infer<typeof PlanKind>;

export interface Plan {
  type: PlanType;
  plan: PlanKind;
  title: string;
  duration: string;
  price: number;
  offerPrice: number | null;
  validity: number;
}

export const plans: readonly Plan[] = [
  {
    type: 'professionalBasic',
    plan: 'professional',
    title: 'Basic',
    duration: 'per month',
    price: 120,
    offerPrice: 36,
    validity: 30,
  },
  {
    type: 'professionalShortTerm',
    plan: 'professional',
    title: 'Short Term',
    duration: 'per 6 months',
    price: 600,
    offerPrice: 180,
    validity: 90,
  },
  {
    type: 'professionalLongTerm',
    plan: 'professional',
    title: 'Long Term',
    duration: 'per year',
    price: 1200,
    offerPrice: 360,
    validity: 365,
  },
  {
    type: 'patientBasic',
    plan: 'user',
    title: 'Basic',
    duration: 'per month',
    price: 20.2,
    offerPrice: null,
    validity: 30,
  },
  {
    type: 'patientShortTerm',
    plan: 'user',
    title: 'Short Term',
    duration: 'per 6 months',
    price: 100,
    offerPrice: null,
    validity: 90,
  },
  {
    type: 'patientLongTerm',
    plan: 'user',
    title: 'Long Term',
    duration: 'per year',
    price: 200,
    offerPrice: null,
    validity: 365,
  },
  {
    type: 'userOffer',
    plan: 'userOffer',
    title: '1 Month Free Trial',
    duration: '1 month',
    price: 0,
    offerPrice: null,
    validity: 30,
  },
];

export const offerLabel = 'Get 70% Now';
export const currency = 'USD';

export function planOf(type: PlanType): Plan {
  const found = plans.find((p) => p.type === type);
  if (!found) throw new Error(`Unknown plan ${type}`);
  return found;
}

/** Account type a plan makes: professional plans make professionals, the rest patients
 * (docs/decisions.md#account-types-and-plans). */
export function accountTypeForPlan(plan: Plan): 'professional' | 'patient' {
  return plan.plan === 'professional' ? 'professional' : 'patient';
}

/** What the buyer pays: the 70% offer applies to a first professional purchase only. */
export function priceFor(plan: Plan, isProfOfferAvailable: boolean): number {
  return plan.plan === 'professional' && isProfOfferAvailable && plan.offerPrice !== null
    ? plan.offerPrice
    : plan.price;
}

/** What `seats` clinicians pay for a plan, to the cent (docs/practices.md#the-practices-plan). */
export const seatsPrice = (price: number, seats: number) => Math.round(price * seats * 100) / 100;

/** The plan kept between /plans and /payment (docs/product.md#what-the-app-remembers). */
export const SelectedPlan = z.strictObject({
  type: PlanType,
  plan: PlanKind,
  price: z.number().nonnegative(),
  title: z.string(),
  validity: z.number().int().positive(),
});
export type SelectedPlan = z.infer<typeof SelectedPlan>;
