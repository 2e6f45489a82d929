import { createLazyRoute } from '@tanstack/react-router';
import { PricingPage } from '../features/plans/components/PricingPage';

export const Route = createLazyRoute('/_signed-in/plans')({ component: PricingPage });
