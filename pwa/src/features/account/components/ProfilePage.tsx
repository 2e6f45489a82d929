import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserEdit } from '@tabler/icons-react';
import { LoadingState } from '../../../components/LoadingState';
import { PageTitle } from '../../../components/PageTitle';
import { useCurrentUser } from '../../../lib/session';
import { BusinessProfileForm } from './BusinessProfileForm';
import { EditProfileDialog } from './EditProfileDialog';

/** /ed-hos-prof and /editprofile: the business profile form and the Edit Profile dialog. */
export function ProfilePage() {
  const current = useCurrentUser();
  const [opened, { open, close }] = useDisclosure(false);
  if (current.status !== 'ready') return <LoadingState label="Loading your account" />;
  const { user } = current;
  return (
    <Stack maw={820}>
      <Group justify="space-between" align="flex-end">
        <PageTitle id="business-profile-title">Update Business Profile</PageTitle>
        <Button
          variant="default"
          leftSection={<IconUserEdit size={16} aria-hidden />}
          onClick={open}
        >
          Edit Profile
        </Button>
      </Group>
      <Text>
        {user.firstName} {user.lastName} · {user.email}
      </Text>
      <Paper withBorder p="lg" radius="md">
        <BusinessProfileForm key={user.userId} user={user} />
      </Paper>
      <EditProfileDialog user={user} opened={opened} onClose={close} />
    </Stack>
  );
}
