import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconDownload, IconLock, IconLogout, IconUser } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { lockNow } from '../../../lib/lock';
import { promptInstall, useCanInstall } from '../../../lib/pwa/install';
import { useCurrentUser } from '../../../lib/session';
import { clearDeviceData, unsavedForms, unsyncedCount } from '../../../sync';
import { LogoutDialog } from './LogoutDialog';

/** My account, Install app (when the browser offers it), Lock screen and Logout. */
export function UserMenu() {
  const current = useCurrentUser();
  const navigate = useNavigate();
  const canInstall = useCanInstall();
  const [isLogoutOpen, setLogoutOpen] = useState(false);
  const [drafts, setDrafts] = useState<string[]>([]);
  const user = current.status === 'ready' ? current.user : null;
  const initials = user ? `${user.firstName.charAt(0)}${user.lastName.charAt(0)}` : '';

  const logout = async () => {
    await clearDeviceData();
    await navigate({ to: '/login' });
  };
  // Nothing waiting to sync and no unsaved form: log out at once. Otherwise warn first.
  const onLogout = async () => {
    const [unsynced, unsaved] = await Promise.all([unsyncedCount(), unsavedForms()]);
    setDrafts(unsaved);
    if (unsynced > 0 || unsaved.length > 0) setLogoutOpen(true);
    else await logout();
  };

  return (
    <>
      <Menu position="bottom-end" width={220} withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <UnstyledButton mih={44}>
            <VisuallyHidden>User menu</VisuallyHidden>
            <Group gap={6} wrap="nowrap">
              <Avatar src={user?.imageUrl || null} radius="xl" size={34} color="blue" alt="">
                {initials}
              </Avatar>
              <Text size="sm" fw={600} visibleFrom="md" maw={140} truncate>
                {user?.userHandle ?? ''}
              </Text>
              <IconChevronDown size={16} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component={Link}
            to="/ed-hos-prof"
            leftSection={<IconUser size={16} aria-hidden />}
          >
            My account
          </Menu.Item>
          {canInstall && (
            <Menu.Item
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void promptInstall()}
            >
              Install app
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconLock size={16} aria-hidden />} onClick={lockNow}>
            Lock screen
          </Menu.Item>
          <Menu.Divider role="separator" />
          <Menu.Item
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => void onLogout()}
          >
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <LogoutDialog
        opened={isLogoutOpen}
        onClose={() => {
          setLogoutOpen(false);
        }}
        onLogout={logout}
        unsavedForms={drafts}
      />
    </>
  );
}
