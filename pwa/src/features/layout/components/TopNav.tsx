import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { Fragment, type ReactNode } from 'react';
import { Brand } from '../../../components/Brand';
import { useCurrentUser } from '../../../lib/session';
import { navFor, type NavItem } from '../nav-items';
import { SyncIndicator } from './SyncIndicator';
import { UserMenu } from './UserMenu';

function NavLink({
  item,
  isActive,
}: {
  item: Extract<NavItem, { kind: 'link' }>;
  isActive: boolean;
}) {
  return (
    <Button
      component={Link}
      to={item.to}
      variant={isActive ? 'light' : 'subtle'}
      aria-current={isActive ? 'page' : undefined}
      px="xs"
    >
      {item.label}
    </Button>
  );
}

/**
 * Top navigation per role (spec §2): home icon, role links, sync status and the user menu.
 * `registerPatient` is the clinical screens' button, composed in by the app (features stay apart).
 */
export function TopNav({ registerPatient }: { registerPatient?: ReactNode }) {
  const current = useCurrentUser();
  const { pathname } = useLocation();
  const userType = current.status === 'ready' ? current.user.userType : null;

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        <Tooltip label="My account">
          <ActionIcon
            component={Link}
            to="/my-account"
            size="lg"
            variant="subtle"
            aria-label="Home: my account"
          >
            <IconHome size={22} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Group visibleFrom="lg">
          <Brand to="/my-account" />
        </Group>
        <Group component="nav" aria-label="Main" gap={4} wrap="nowrap">
          {navFor(userType).map((item) =>
            item.kind === 'link' ? (
              <NavLink key={item.to} item={item} isActive={pathname === item.to} />
            ) : (
              <Fragment key="register">{registerPatient}</Fragment>
            ),
          )}
        </Group>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <SyncIndicator />
        <UserMenu />
      </Group>
    </Group>
  );
}
