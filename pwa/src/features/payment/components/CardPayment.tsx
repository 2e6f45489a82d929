import { Alert, Button, Paper, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { messageOf } from '../../../lib/api';
import { detectProvider, type CardProvider, type ProviderName } from '../api/payment';
import { TestCardForm } from './TestCardForm';
import { Spinner } from '../../../components/Spinner';

// The drop-in is large and needs the network: loaded only when Braintree is configured.
const BraintreeDropIn = lazy(() =>
  import('./BraintreeDropIn').then((m) => ({ default: m.BraintreeDropIn })),
);

type State =
  | { status: 'loading' }
  | { status: 'ready'; provider: CardProvider }
  | { status: 'error'; message: string };

interface Props {
  amountLabel: string;
  onNonce: (provider: ProviderName, nonce: string) => Promise<void>;
}

/** The card form behind one interface: Braintree's drop-in or the test provider's form. */
export function CardPayment({ amountLabel, onNonce }: Props) {
  const [state, setState] = useState<State>({ status: 'loading' });

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    detectProvider().then(
      (provider) => {
        if (isCurrent) setState({ status: 'ready', provider });
      },
      (error: unknown) => {
        if (isCurrent) setState({ status: 'error', message: messageOf(error) });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="sm">
        Card details
      </Title>
      {state.status === 'loading' && <Spinner label="Loading the card form" />}
      {state.status === 'error' && (
        <Alert color="red" role="alert" title="The payment form could not be loaded">
          {state.message}{' '}
          <Button size="xs" variant="default" onClick={retry}>
            Try again
          </Button>
        </Alert>
      )}
      {state.status === 'ready' && state.provider.name === 'test' && (
        <TestCardForm amountLabel={amountLabel} onNonce={(nonce) => onNonce('test', nonce)} />
      )}
      {state.status === 'ready' && state.provider.name === 'braintree' && (
        <Suspense fallback={<Spinner label="Loading the card form" />}>
          <BraintreeDropIn
            clientToken={state.provider.clientToken}
            amountLabel={amountLabel}
            onNonce={(nonce) => onNonce('braintree', nonce)}
          />
        </Suspense>
      )}
    </Paper>
  );
}
