import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingState } from '../../../components/LoadingState';
import { loadUser, useCurrentUser } from '../../../lib/session';
import { PatientAccount } from './PatientAccount';
import { ProfessionalDashboard } from './ProfessionalDashboard';
import { UserAccount } from './UserAccount';

export function AccountLoading() {
  return <LoadingState label="Loading your account" />;
}

/**
 * /my-account: one page per account type (spec §2); 'Loading...' while the type is unknown.
 * `progress` is the trainer's progress charts, composed in by the route (features stay apart).
 */
export function AccountPage({ progress }: { progress?: ReactNode }) {
  const current = useCurrentUser();
  switch (current.status) {
    case 'none':
    case 'loading':
      return <AccountLoading />;
    case 'error':
      return (
        <Alert color="red" title="Your account could not be loaded" role="alert">
          <Text size="sm" mb="sm">
            {current.message}
          </Text>
          <Button size="xs" onClick={() => void loadUser()}>
            Try again
          </Button>
        </Alert>
      );
    case 'ready':
      break;
  }
  const { user } = current;
  if (user.userType === 'user') return <UserAccount user={user} />;
  return (
    <Stack gap="lg">
      {user.userType === 'professional' ? (
        <ProfessionalDashboard user={user} />
      ) : (
        <PatientAccount user={user} />
      )}
      {progress && (
        <section aria-labelledby="training-progress">
          <Title order={2} size="h3" id="training-progress" mb="sm">
            Training progress
          </Title>
          {progress}
        </section>
      )}
    </Stack>
  );
}
