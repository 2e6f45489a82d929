import { Anchor, Box, Container, Grid, Group, Paper } from '@mantine/core';
import { Link, Navigate, Outlet } from '@tanstack/react-router';
import { Brand } from '../../../components/Brand';
import { useSession } from '../../../lib/session';
import { LandingSlider } from './LandingSlider';

/** Signed-out pages: Login and Signup in the menu, the landing slider beside the form. */
export function SignedOutLayout() {
  const state = useSession();
  if (state.status === 'authenticated') return <Navigate to="/my-account" replace />;
  return (
    <Box mih="100vh" bg="gray.0">
      <Box
        component="header"
        bg="white"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size="lg">
          <Group justify="space-between">
            <Brand to="/login" />
            <Group component="nav" aria-label="Account" gap="lg">
              <Anchor component={Link} to="/login" fw={600}>
                Login
              </Anchor>
              <Anchor component={Link} to="/signup" fw={600}>
                Signup
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="lg" py="xl" component="main" id="main">
        <Grid gap="xl" align="center">
          <Grid.Col span={{ base: 12, md: 6, lg: 7 }} order={{ base: 2, md: 1 }}>
            <LandingSlider />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 5 }} order={{ base: 1, md: 2 }}>
            <Paper withBorder shadow="sm" p="xl" radius="lg" maw={480} mx="auto">
              <Outlet />
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
