import { createLazyRoute } from '@tanstack/react-router';
import { InSlices } from '../components/InSlices';
import { InTurns } from '../components/InTurns';
import { AccountPage } from '../features/account/components/AccountPage';
import { DeviceWork, DuePatients, PracticeData, RecentPatients } from '../features/clinical';
import { StorageNote } from '../features/layout/components/StorageNote';
import { TrainerProgress, useTotalRounds } from '../features/trainer';

function MyAccount() {
  const rounds = useTotalRounds();
  return (
    <InSlices>
      <AccountPage
        progress={<TrainerProgress />}
        recentPatients={
          // The due list comes once the due index is worked out, after the recent patients:
          // below them, its arrival moves nothing a person is reading.
          <InTurns>
            <RecentPatients />
            <DuePatients />
            <DeviceWork />
          </InTurns>
        }
        practiceData={<PracticeData />}
        totalRounds={rounds}
      />
      {/* On the home page only: worth knowing once, not worth a line of every page. At the foot,
          as the browser's answer comes after the page is drawn and would push it down. */}
      <StorageNote />
    </InSlices>
  );
}

export const Route = createLazyRoute('/_signed-in/my-account')({ component: MyAccount });
