import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingState } from '../../../components/LoadingState';
import { loadUser, useCurrentUser } from '../../../lib/session';
import { PatientAccount } from './PatientAccount';
import { ProfessionalDashboard } from './ProfessionalDashboard';
import { UserAccount } from './UserAccount';

interface AccountSlots {
  progress?: ReactNode;
  recentPatients?: ReactNode;
  /** The professional's whole-practice download and import, after the cards. */
  practiceData?: ReactNode;
  /** Null while counting. */
  totalRounds: number | null;
}

function AccountLoading() {
  return <LoadingState label="Loading your account" />;
}

/**
 * /my-account: one page per account type (docs/product.md#account-pages); 'Loading...' while the
 * type is unknown.
 * The route composes in what other features own (features stay apart): the trainer's progress
 * charts and round count, the clinical screens' recent patients.
 */
export function AccountPage({ progress, recentPatients, practiceData, totalRounds }: AccountSlots) {
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
        <ProfessionalDashboard
          user={user}
          recentPatients={recentPatients}
          practiceData={practiceData}
          totalRounds={totalRounds}
        />
      ) : (
        <PatientAccount user={user} totalRounds={totalRounds} />
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
