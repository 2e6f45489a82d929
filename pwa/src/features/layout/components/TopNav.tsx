import { ActionIcon, Button, Drawer, Group, Stack, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHome, IconMenu2 } from '@tabler/icons-react';
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
  isStacked = false,
}: {
  item: Extract<NavItem, { kind: 'link' }>;
  isActive: boolean;
  isStacked?: boolean;
}) {
  return (
    <Button
      component={Link}
      to={item.to}
      variant={isActive ? 'light' : 'subtle'}
      aria-current={isActive ? 'page' : undefined}
      px="xs"
      h={44}
      fullWidth={isStacked}
      justify={isStacked ? 'flex-start' : undefined}
    >
      {item.label}
    </Button>
  );
}

/**
 * Top navigation per role (docs/product.md#navigation): home icon, role links, sync status and the
 * user menu. `registerPatient` is the clinical screens' button, composed in by the app (features
 * stay apart).
 */
export function TopNav({
  registerPatient,
  conflictList,
}: {
  /** The button, in the header's row or the phone menu's column. */
  registerPatient?: (isStacked: boolean) => ReactNode;
  /** The open conflicts, listed by the clinical screens. */
  conflictList?: (close: () => void) => ReactNode;
}) {
  const current = useCurrentUser();
  const { pathname } = useLocation();
  const userType = current.status === 'ready' ? current.user.userType : null;
  const role = current.status === 'ready' ? current.user.practiceRole : null;
  const [isMenuOpen, menu] = useDisclosure(false);
  const items = (isStacked: boolean) =>
    navFor(userType, role).map((item) =>
      item.kind === 'link' ? (
        <NavLink key={item.to} item={item} isActive={pathname === item.to} isStacked={isStacked} />
      ) : (
        <Fragment key="register">{registerPatient?.(isStacked)}</Fragment>
      ),
    );

  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        {/* Below tablet width the links move into a menu: the header must fit 360 px. */}
        <ActionIcon
          hiddenFrom="sm"
          size={44}
          variant="subtle"
          aria-label="Menu"
          aria-expanded={isMenuOpen}
          onClick={menu.toggle}
        >
          <IconMenu2 size={24} aria-hidden />
        </ActionIcon>
        <Tooltip label="My account">
          <ActionIcon
            component={Link}
            to="/my-account"
            size={44}
            variant="subtle"
            aria-label="Home: my account"
          >
            <IconHome size={22} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Group visibleFrom="lg">
          <Brand to="/my-account" />
        </Group>
        <Group component="nav" aria-label="Main" gap={8} wrap="nowrap" visibleFrom="sm">
          {items(false)}
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <SyncIndicator conflictList={conflictList} />
        <UserMenu />
      </Group>
      {/* Kept mounted, hidden with display: none, so the Register Patient dialog opened from it
          outlives the closed menu. Mantine's default hides kept content in a React Activity,
          which hid the dialog too: on a phone, Register Patient opened nothing. */}
      <Drawer
        opened={isMenuOpen}
        onClose={menu.close}
        title="Menu"
        size="xs"
        keepMounted
        keepMountedMode="display-none"
      >
        <Stack
          component="nav"
          aria-label="Main menu"
          gap="xs"
          onClick={(e) => {
            if ((e.target as HTMLElement).closest('a, button')) menu.close();
          }}
        >
          {items(true)}
        </Stack>
      </Drawer>
    </Group>
  );
}
