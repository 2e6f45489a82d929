import { Alert, Button, Stack } from '@mantine/core';
import type { Dropin } from 'braintree-web-drop-in';
import { useEffect, useRef, useState } from 'react';

interface Props {
  clientToken: string;
  amountLabel: string;
  onNonce: (nonce: string) => Promise<void>;
}

/** Braintree's drop-in, loaded only when the server has Braintree configured. */
export function BraintreeDropIn({ clientToken, amountLabel, onNonce }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [instance, setInstance] = useState<Dropin | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isPaying, setPaying] = useState(false);

  useEffect(() => {
    let created: Dropin | null = null;
    let isCurrent = true;
    const target = container.current;
    if (!target) return;
    import('braintree-web-drop-in')
      .then((m) => m.default.create({ authorization: clientToken, container: target }))
      .then((dropin) => {
        created = dropin;
        if (isCurrent) setInstance(dropin);
      })
      .catch(() => {
        if (isCurrent)
          setError('The card form could not be loaded. Check the connection and try again.');
      });
    return () => {
      isCurrent = false;
      void created?.teardown();
    };
  }, [clientToken]);

  const pay = async () => {
    if (!instance) return;
    setPaying(true);
    try {
      const { nonce } = await instance.requestPaymentMethod();
      await onNonce(nonce);
    } catch {
      // The drop-in shows its own field errors.
    } finally {
      setPaying(false);
    }
  };

  return (
    <Stack>
      {error && <Alert color="red">{error}</Alert>}
      <div ref={container} />
      <Button onClick={() => void pay()} disabled={!instance} loading={isPaying}>
        Pay {amountLabel}
      </Button>
    </Stack>
  );
}
