import { createLazyRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/account/components/AccountPage';
import { DeviceWork, DuePatients, RecentPatients } from '../features/clinical';
import { StorageNote } from '../features/layout/components/StorageNote';
import { TrainerProgress, useTotalRounds } from '../features/trainer';

function MyAccount() {
  const rounds = useTotalRounds();
  return (
    <>
      {/* On the home page only: worth knowing once, not worth a line of every page. */}
      <StorageNote />
      <AccountPage
        progress={<TrainerProgress />}
        recentPatients={
          <>
            <DuePatients />
            <RecentPatients />
            <DeviceWork />
          </>
        }
        totalRounds={rounds}
      />
    </>
  );
}

export const Route = createLazyRoute('/_signed-in/my-account')({ component: MyAccount });
