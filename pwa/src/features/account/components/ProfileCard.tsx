import {
  Anchor,
  Avatar,
  Button,
  FileButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { User } from '@optolight/domain';
import { IconCamera } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { messageOf } from '../../../lib/api';
import { formatJoined } from '../../../lib/format';
import { loadUser } from '../../../lib/session';
import { uploadAvatar } from '../api/account';

const details = (u: User) =>
  [
    ['Business name', u.businessName],
    ['Address', u.address],
    ['City', u.city],
    ['State', u.state],
    ['Zip', u.zipCode],
    ['Phone', u.phone],
    ['Fax', u.fax],
  ] as const;

/** The professional's profile card with the change-picture control
 * (docs/product.md#account-pages). */
export function ProfileCard({ user }: { user: User }) {
  const [isUploading, setUploading] = useState(false);

  const changePicture = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      await uploadAvatar(file);
      await loadUser();
      notifications.show({ message: 'Picture updated', color: 'green' });
    } catch (error) {
      notifications.show({ title: 'Picture not changed', message: messageOf(error), color: 'red' });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Paper withBorder p="lg" radius="md" h="100%">
      <Stack gap="sm">
        <Group wrap="nowrap" align="center">
          <Avatar
            src={user.imageUrl || null}
            size={84}
            radius="xl"
            color="blue"
            alt="Profile picture"
          >
            {user.firstName.charAt(0)}
            {user.lastName.charAt(0)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} size="lg" truncate>
              {user.businessName || `${user.firstName} ${user.lastName}`}
            </Text>
            <Text size="sm">@{user.userHandle}</Text>
            <Text size="sm" truncate>
              {user.email}
            </Text>
            <Text size="sm" c="dimmed">
              {formatJoined(user.createdAt)}
            </Text>
          </Stack>
        </Group>
        <FileButton
          onChange={(f) => void changePicture(f)}
          accept="image/png,image/jpeg,image/gif,image/webp"
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconCamera size={16} aria-hidden />}
              loading={isUploading}
            >
              Change picture
            </Button>
          )}
        </FileButton>
        <SimpleGrid cols={2} spacing={4} verticalSpacing={4} component="dl" style={{ margin: 0 }}>
          {details(user).map(([label, value]) => (
            <Group key={label} gap={0} style={{ display: 'contents' }}>
              <Text component="dt" size="sm" fw={600}>
                {label}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {value || '—'}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
        <Anchor component={Link} to="/ed-hos-prof" size="sm">
          Update business profile
        </Anchor>
        {/* One above the other on a phone: side by side, 'Enter Exercise' was cut off. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Button component={Link} to="/trainer-app">
            Enter Exercise
          </Button>
          <Button component={Link} to="/video-tutorial" variant="light">
            Tutorial
          </Button>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
