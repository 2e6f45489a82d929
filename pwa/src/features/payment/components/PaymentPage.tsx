import { Alert, Anchor, Button, Grid, Group, Modal, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PageTitle } from '../../../components/PageTitle';
import { messageOf, RequestError } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { clearSelectedPlan, readSelectedPlan } from '../../../lib/selected-plan';
import { setUser } from '../../../lib/session';
import { checkout, type ProviderName } from '../api/payment';
import { CardPayment } from './CardPayment';
import { OrderSummary } from './OrderSummary';

type Outcome =
  { kind: 'success'; message: string } | { kind: 'error'; message: string; link?: string };

/** /payment: the order summary, then the free-trial button or the card form
 * (docs/product.md#plans-and-payment). */
export function PaymentPage() {
  const navigate = useNavigate();
  const [plan] = useState(readSelectedPlan);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isStarting, setStarting] = useState(false);

  if (!plan) {
    return (
      <Stack maw={640}>
        <PageTitle>Payment</PageTitle>
        <Alert color="blue">
          Choose a plan first.{' '}
          <Anchor component={Link} to="/plans">
            See Pricing
          </Anchor>
        </Alert>
      </Stack>
    );
  }

  const pay = async (provider: ProviderName, nonce: string) => {
    setOutcome(null);
    try {
      const result = await checkout(provider, plan, nonce);
      setUser(result.user);
      clearSelectedPlan();
      setOutcome({ kind: 'success', message: result.message });
    } catch (error) {
      const link = error instanceof RequestError ? error.body.link : undefined;
      setOutcome({ kind: 'error', message: messageOf(error), ...(link ? { link } : {}) });
    }
  };
  const startTrial = async () => {
    setStarting(true);
    await pay('test', '');
    setStarting(false);
  };
  const finish = () => void navigate({ to: '/my-account' });
  const isTrial = plan.plan === 'userOffer';

  return (
    <Stack>
      <PageTitle>Payment</PageTitle>
      {outcome?.kind === 'error' && (
        <Alert
          color="red"
          role="alert"
          title={isTrial ? 'The trial could not start' : 'Payment not completed'}
          data-testid="payment-error"
        >
          {outcome.message} {outcome.link && <Anchor href={outcome.link}>Open</Anchor>}
        </Alert>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <OrderSummary plan={plan} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {isTrial ? (
            <Stack>
              <Text>One month of training, free. No card needed.</Text>
              <Group>
                <Button onClick={() => void startTrial()} loading={isStarting}>
                  Start Free Trial
                </Button>
              </Group>
            </Stack>
          ) : (
            <CardPayment amountLabel={formatMoney(plan.price)} onNonce={pay} />
          )}
        </Grid.Col>
      </Grid>
      <Modal
        opened={outcome?.kind === 'success'}
        onClose={finish}
        title={isTrial ? 'Free trial started' : 'Payment successful'}
        centered
      >
        <Text mb="md" data-testid="payment-message">
          {outcome?.message}
        </Text>
        <Group justify="flex-end">
          <Button onClick={finish}>Go to my account</Button>
        </Group>
      </Modal>
    </Stack>
  );
}
