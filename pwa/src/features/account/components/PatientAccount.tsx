import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { User } from '@optolight/domain';
import { IconEye, IconMail } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PageTitle } from '../../../components/PageTitle';
import { RoundsCard } from './DashboardCards';
import { InfoCard } from './InfoCard';
import { PlanSummary } from './PlanSummary';

/** A patient's account: plan, the way into training, and rounds played. */
export function PatientAccount({ user, totalRounds }: { user: User; totalRounds: number | null }) {
  return (
    <Stack>
      <PageTitle>{`Welcome, ${user.firstName}`}</PageTitle>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PlanSummary plan={user.plan} />
        <InfoCard
          title="Training"
          icon={<IconEye size={20} />}
          action={
            <Button component={Link} to="/trainer-app">
              Start Training
            </Button>
          }
        >
          <Text size="sm">Your eye exercises, ready when you are. They work offline too.</Text>
        </InfoCard>
        <RoundsCard rounds={totalRounds} />
        <InfoCard
          title="Contact Us"
          icon={<IconMail size={20} />}
          action={
            <Button component={Link} to="/contact" variant="default">
              Contact Us
            </Button>
          }
        >
          <Text size="sm">Questions about your plan or the exercises?</Text>
        </InfoCard>
      </SimpleGrid>
    </Stack>
  );
}
