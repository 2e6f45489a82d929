import { priceFor, seatsPrice, SelectedPlan, type Plan } from '@optolight/domain';
import { local, readJson } from './storage';

const KEY = 'optolight.selectedPlan';

/** Choosing a plan keeps it as the selected plan for /payment, across reloads
 * (docs/product.md#what-the-app-remembers). */
export function selectPlan(plan: Plan, isProfOfferAvailable: boolean, seats = 1): SelectedPlan {
  const selected: SelectedPlan = {
    type: plan.type,
    plan: plan.plan,
    title: plan.title,
    // A professional plan is priced per clinician seat of the practice, as the server charges.
    price: seatsPrice(
      priceFor(plan, isProfOfferAvailable),
      plan.plan === 'professional' ? seats : 1,
    ),
    validity: plan.validity,
  };
  local.set(KEY, JSON.stringify(selected));
  return selected;
}

export function readSelectedPlan(): SelectedPlan | null {
  const parsed = SelectedPlan.safeParse(readJson(KEY));
  return parsed.success ? parsed.data : null;
}

export function clearSelectedPlan(): void {
  local.remove(KEY);
}
