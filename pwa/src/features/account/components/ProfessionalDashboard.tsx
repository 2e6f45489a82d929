import { Grid, Stack } from '@mantine/core';
import type { User } from '@optolight/domain';
import { PageTitle } from '../../../components/PageTitle';
import { DashboardCards } from './DashboardCards';
import { ProfileCard } from './ProfileCard';
import { RecentPatients } from './RecentPatients';

export function ProfessionalDashboard({ user }: { user: User }) {
  return (
    <Stack>
      <PageTitle>Dashboard</PageTitle>
      <Grid>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <ProfileCard user={user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <DashboardCards user={user} />
        </Grid.Col>
      </Grid>
      <RecentPatients />
    </Stack>
  );
}
