import { Grid, Stack } from '@mantine/core';
import type { User } from '@optolight/domain';
import type { ReactNode } from 'react';
import { InTurns } from '../../../components/InTurns';
import { PageTitle } from '../../../components/PageTitle';
import { DashboardCards } from './DashboardCards';
import { PracticeMembers } from './PracticeMembers';
import { ProfileCard } from './ProfileCard';

interface Props {
  user: User;
  recentPatients?: ReactNode;
  practiceData?: ReactNode;
  totalRounds: number | null;
}

/** The work first (recent patients), then the profile and plan cards, which rarely change, and
 * last the practice's members and its data, used once in a while. */
export function ProfessionalDashboard({ user, recentPatients, practiceData, totalRounds }: Props) {
  return (
    <Stack>
      <PageTitle>Dashboard</PageTitle>
      <InTurns>
        {recentPatients}
        <Grid>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <ProfileCard user={user} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <DashboardCards user={user} totalRounds={totalRounds} />
          </Grid.Col>
        </Grid>
        <PracticeMembers user={user} />
        {/* The whole practice's download and import are its owner's. */}
        {(user.practiceRole ?? 'owner') === 'owner' && practiceData}
      </InTurns>
    </Stack>
  );
}
