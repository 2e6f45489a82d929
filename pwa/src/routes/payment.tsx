import { createLazyRoute } from '@tanstack/react-router';
import { PaymentPage } from '../features/payment/components/PaymentPage';

export const Route = createLazyRoute('/_signed-in/payment')({ component: PaymentPage });
