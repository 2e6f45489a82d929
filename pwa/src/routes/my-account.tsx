import { createLazyRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/account/components/AccountPage';
import { TrainerProgress } from '../features/trainer';

function MyAccount() {
  return <AccountPage progress={<TrainerProgress />} />;
}

export const Route = createLazyRoute('/_signed-in/my-account')({ component: MyAccount });
