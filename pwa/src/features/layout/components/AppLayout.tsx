import { AppShell, Container } from '@mantine/core';
import { Navigate, Outlet } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { requestPersistentStorage } from '../../../lib/pwa/persistence';
import { useSession } from '../../../lib/session';
import { TopNav } from './TopNav';

/** The signed-in shell. A missing, expired or rejected session sends the person to /login. */
export function AppLayout({
  registerPatient,
  conflictList,
}: {
  registerPatient?: (isStacked: boolean) => ReactNode;
  conflictList?: (close: () => void) => ReactNode;
}) {
  const state = useSession();
  const isSignedIn = state.status === 'authenticated';

  useEffect(() => {
    if (isSignedIn) void requestPersistentStorage();
  }, [isSignedIn]);

  if (state.status === 'unauthenticated') return <Navigate to="/login" replace />;
  if (!isSignedIn) return null;
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <TopNav registerPatient={registerPatient} conflictList={conflictList} />
      </AppShell.Header>
      <AppShell.Main id="main" bg="gray.0">
        <Container size="xl" px={{ base: 0, sm: 'md' }}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
