import { Button, List, SimpleGrid, Stack, Text } from '@mantine/core';
import type { User } from '@optolight/domain';
import { IconEye, IconStethoscope } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PageTitle } from '../../../components/PageTitle';
import { InfoCard } from './InfoCard';
import { JoinPractice } from './JoinPractice';

/** A new account explains the two ways on (docs/decisions.md#account-types-and-plans) and links
 * to Pricing. */
export function UserAccount({ user }: { user: User }) {
  return (
    <Stack>
      <PageTitle>{`Welcome, ${user.firstName}`}</PageTitle>
      <Text>Choose how you will use Optolight. Your plan decides which screens you see.</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <InfoCard
          title="I am a professional"
          icon={<IconStethoscope size={20} />}
          action={
            <Button component={Link} to="/plans">
              See professional plans
            </Button>
          }
        >
          <List size="sm" spacing={4}>
            <List.Item>Register patients and search them by patient id</List.Item>
            <List.Item>Write evaluations, progress, update and discharge notes</List.Item>
            <List.Item>Print PDF reports, even offline</List.Item>
          </List>
        </InfoCard>
        <InfoCard
          title="I am a patient"
          icon={<IconEye size={20} />}
          action={
            <Button component={Link} to="/plans" variant="default">
              {user.isUserTrialAvailable ? 'Start the free month' : 'See patient plans'}
            </Button>
          }
        >
          <List size="sm" spacing={4}>
            <List.Item>Eye-training exercises at home</List.Item>
            <List.Item>Follow your rounds and progress</List.Item>
            {user.isUserTrialAvailable && <List.Item>Try it free for one month</List.Item>}
          </List>
        </InfoCard>
      </SimpleGrid>
      <JoinPractice />
    </Stack>
  );
}
