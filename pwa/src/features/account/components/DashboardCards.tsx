import { Button, SimpleGrid, Text } from '@mantine/core';
import type { User } from '@optolight/domain';
import { IconBook, IconMail, IconRocket, IconShare, IconTargetArrow } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { InfoCard } from './InfoCard';
import { PlanSummary } from './PlanSummary';
import { SuggestFriend } from './SuggestFriend';

/** 'Total Rounds Played'; null while counting. */
export function RoundsCard({ rounds }: { rounds: number | null }) {
  return (
    <InfoCard title="Total Rounds Played" icon={<IconTargetArrow size={20} />}>
      <Text fw={700} size="xl" data-testid="rounds">
        {rounds ?? 'Loading...'}
      </Text>
    </InfoCard>
  );
}

/** The professional dashboard's cards (docs/product.md#account-pages,
 * docs/decisions.md#real-figures-on-the-dashboard). */
export function DashboardCards({ user, totalRounds }: { user: User; totalRounds: number | null }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }}>
      <PlanSummary plan={user.plan} />
      <InfoCard title="Suggest A Friend" icon={<IconShare size={20} />} action={<SuggestFriend />}>
        <Text size="sm">Know a colleague who would like Optolight? Send them a link.</Text>
      </InfoCard>
      <InfoCard
        title="Upgrade Plan"
        icon={<IconRocket size={20} />}
        action={
          <Button component={Link} to="/plans" variant="default">
            Upgrade Plan
          </Button>
        }
      >
        <Text size="sm">Longer plans cost less per month.</Text>
      </InfoCard>
      <RoundsCard rounds={totalRounds} />
      <InfoCard
        title="User Guide"
        icon={<IconBook size={20} />}
        action={
          <Button component={Link} to="/userguide" variant="default">
            Open User Guide
          </Button>
        }
      >
        <Text size="sm">Five short steps through the evaluation screens.</Text>
      </InfoCard>
      <InfoCard
        title="Contact Us"
        icon={<IconMail size={20} />}
        action={
          <Button component={Link} to="/contact" variant="default">
            Contact Us
          </Button>
        }
      >
        <Text size="sm">Questions or problems? We are happy to help.</Text>
      </InfoCard>
    </SimpleGrid>
  );
}
