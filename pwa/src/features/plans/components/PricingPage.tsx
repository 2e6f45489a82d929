import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { planOf, plans, type Plan } from '@optolight/domain';
import { IconGift } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { LoadingState } from '../../../components/LoadingState';
import { PageTitle } from '../../../components/PageTitle';
import { selectPlan } from '../../../lib/selected-plan';
import { useCurrentUser } from '../../../lib/session';
import { PlanCard } from './PlanCard';

const professionalPlans = plans.filter((p) => p.plan === 'professional');
const userPlans = plans.filter((p) => p.plan === 'user');

/** /plans: professional and user pricing; choosing a plan keeps it and opens /payment. */
export function PricingPage() {
  const current = useCurrentUser();
  const navigate = useNavigate();
  if (current.status !== 'ready') return <LoadingState />;
  const { user } = current;

  const seats = user.practiceSeats ?? 1;
  const choose = (plan: Plan) => {
    selectPlan(plan, user.isProfOfferAvailable, seats);
    void navigate({ to: '/payment' });
  };
  const professionalBlock =
    user.buysPlan === false ? "Your practice's owner buys its plan, and it covers you." : undefined;
  const userPlanBlock =
    user.userType === 'professional'
      ? 'Professional accounts renew with a professional plan.'
      : undefined;

  return (
    <Stack gap="xl">
      <PageTitle>Pricing</PageTitle>
      <Stack component="section" aria-labelledby="professional-pricing">
        <div>
          <Title order={2} size="h3" id="professional-pricing">
            Professional Pricing
          </Title>
          <Text>
            For clinicians: patients, evaluations, notes and reports. Priced per clinician of the
            practice; the front desk is free.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {professionalPlans.map((plan) => (
            <PlanCard
              key={plan.type}
              plan={plan}
              hasOffer={user.isProfOfferAvailable}
              seats={seats}
              onChoose={choose}
              disabledReason={professionalBlock}
            />
          ))}
        </SimpleGrid>
      </Stack>
      <Stack component="section" aria-labelledby="user-pricing">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={2} size="h3" id="user-pricing">
              User Pricing
            </Title>
            <Text>For patients: the eye-training exercises.</Text>
          </div>
          {user.isUserTrialAvailable && user.userType !== 'professional' && (
            <Button
              color="teal.9"
              leftSection={<IconGift size={18} aria-hidden />}
              onClick={() => {
                choose(planOf('userOffer'));
              }}
            >
              1 month free
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {userPlans.map((plan) => (
            <PlanCard
              key={plan.type}
              plan={plan}
              hasOffer={false}
              onChoose={choose}
              disabledReason={userPlanBlock}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
