import { Stack } from '@mantine/core';
import { createLazyRoute } from '@tanstack/react-router';
import { ProfilePage } from '../features/account/components/ProfilePage';
import { LockSettings } from '../features/lock';

/** My account: the business profile, then this tablet's screen lock. */
function MyAccount() {
  return (
    <Stack maw={820}>
      <ProfilePage />
      <LockSettings />
    </Stack>
  );
}

export const Route = createLazyRoute('/_signed-in/ed-hos-prof')({ component: MyAccount });
