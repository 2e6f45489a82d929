import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { offerLabel, priceFor, seatsPrice, type Plan } from '@optolight/domain';
import { formatMoney } from '../../../lib/format';

interface Props {
  plan: Plan;
  /** The 70% offer applies (professional plans, isProfOfferAvailable). */
  hasOffer: boolean;
  /** The practice's clinician seats a professional plan is paid for. */
  seats?: number;
  disabledReason?: string;
  onChoose: (plan: Plan) => void;
}

const kindLabel = (plan: Plan) => (plan.plan === 'professional' ? 'Professional' : 'User');

export function PlanCard({ plan, hasOffer, seats = 1, disabledReason, onChoose }: Props) {
  const showOffer = hasOffer && plan.offerPrice !== null;
  const each = priceFor(plan, showOffer);
  return (
    <Paper withBorder p="lg" radius="md" h="100%" data-testid={`plan-${plan.type}`}>
      <Stack justify="space-between" h="100%">
        <Stack gap={6}>
          <Text component="h3" fw={700} size="lg" m={0}>
            {plan.title}
          </Text>
          {showOffer && plan.offerPrice !== null ? (
            <>
              <Group gap="xs" align="baseline">
                <Text fw={800} size="xl" span>
                  {formatMoney(plan.offerPrice)}
                </Text>
                <Text
                  td="line-through"
                  span
                  aria-label={`regular price ${formatMoney(plan.price)}`}
                >
                  {formatMoney(plan.price)}
                </Text>
              </Group>
              <Badge color="red.9" variant="filled" w="fit-content">
                {offerLabel}
              </Badge>
            </>
          ) : (
            <Text fw={800} size="xl">
              {formatMoney(plan.price)}
            </Text>
          )}
          {seats > 1 && (
            <Text size="sm" fw={500}>
              Per clinician: {formatMoney(seatsPrice(each, seats))} for your {seats} clinicians
            </Text>
          )}
          <Text size="sm">{plan.duration}</Text>
          <Text size="sm">Valid for {plan.validity} days</Text>
        </Stack>
        <Stack gap={4}>
          <Button
            onClick={() => {
              onChoose(plan);
            }}
            disabled={disabledReason !== undefined}
            aria-label={`Choose ${plan.title} ${kindLabel(plan).toLowerCase()} plan`}
          >
            Choose
          </Button>
          {disabledReason && (
            <Text size="xs" c="dimmed">
              {disabledReason}
            </Text>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
