import { Alert, Button, Text } from '@mantine/core';
import { LoadingState } from '../../../components/LoadingState';
import { loadUser, useCurrentUser } from '../../../lib/session';
import { PatientAccount } from './PatientAccount';
import { ProfessionalDashboard } from './ProfessionalDashboard';
import { UserAccount } from './UserAccount';

export function AccountLoading() {
  return <LoadingState label="Loading your account" />;
}

/** /my-account: one page per account type (spec §2); 'Loading...' while the type is unknown. */
export function AccountPage() {
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
  switch (user.userType) {
    case 'professional':
      return <ProfessionalDashboard user={user} />;
    case 'patient':
      return <PatientAccount user={user} />;
    case 'user':
      return <UserAccount user={user} />;
  }
}
