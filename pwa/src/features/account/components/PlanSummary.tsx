import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { User } from '@optolight/domain';
import { IconCreditCard } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatDate, formatMoney } from '../../../lib/format';
import { InfoCard } from './InfoCard';

/** 'My Plan' with the real plan, price and expiry
 * (docs/decisions.md#real-figures-on-the-dashboard). */
export function PlanSummary({ plan }: { plan: User['plan'] }) {
  return (
    <InfoCard title="My Plan" icon={<IconCreditCard size={20} />}>
      {plan ? (
        <div data-testid="my-plan">
          <Group gap="xs">
            <Text fw={700} size="lg">
              {plan.title}
            </Text>
            <Badge color={plan.isActive ? 'teal.9' : 'red.9'} variant="filled">
              {plan.isActive ? 'Active' : 'Expired'}
            </Badge>
          </Group>
          <Text size="sm">{formatMoney(plan.price)}</Text>
          <Text size="sm">
            {plan.isActive ? 'Valid until' : 'Expired on'} {formatDate(plan.expiresAt)}
          </Text>
        </div>
      ) : (
        <Text size="sm" data-testid="my-plan">
          No plan yet.{' '}
          <Anchor component={Link} to="/plans">
            See Pricing
          </Anchor>
        </Text>
      )}
    </InfoCard>
  );
}
