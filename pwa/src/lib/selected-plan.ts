import { priceFor, SelectedPlan, type Plan } from '@optolight/domain';
import { local, readJson } from './storage';

const KEY = 'optolight.selectedPlan';

/** Choosing a plan keeps it as the selected plan for /payment, across reloads
 * (docs/product.md#what-the-app-remembers). */
export function selectPlan(plan: Plan, isProfOfferAvailable: boolean): SelectedPlan {
  const selected: SelectedPlan = {
    type: plan.type,
    plan: plan.plan,
    title: plan.title,
    price: priceFor(plan, isProfOfferAvailable),
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
