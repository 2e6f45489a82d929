import { createLazyRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/account/components/AccountPage';

export const Route = createLazyRoute('/_signed-in/my-account')({ component: AccountPage });
