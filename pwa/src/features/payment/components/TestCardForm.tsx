import { zodResolver } from '@hookform/resolvers/zod';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldsOf } from '../../../components/fields';
import { useDirtyForm } from '../../../sync';
import { nonceFor, TestCard } from '../forms/test-card';

const { TextField } = fieldsOf<z.infer<typeof TestCard>>();

interface Props {
  amountLabel: string;
  onNonce: (nonce: string) => Promise<void>;
}

/** Card form of the offline test provider: card number, expiry, CVC and name. */
export function TestCardForm({ amountLabel, onNonce }: Props) {
  const form = useForm({
    resolver: zodResolver(TestCard),
    defaultValues: { number: '', expiry: '', cvc: '', name: '' },
  });
  const { handleSubmit, formState } = form;
  const { isSubmitting, isDirty } = formState;
  useDirtyForm(isDirty);

  const onSubmit = handleSubmit(async (values) => {
    await onNonce(nonceFor(values.number));
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Card details">
        <Stack>
          <Text size="sm">
            Test payments: use 4111 1111 1111 1111 (accepted) or 4000 1111 1111 1115 (declined).
          </Text>
          <TextField
            name="number"
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            required
          />
          <SimpleGrid cols={2}>
            <TextField
              name="expiry"
              label="Expiry (MM/YY)"
              placeholder="MM/YY"
              autoComplete="cc-exp"
              required
            />
            <TextField name="cvc" label="CVC" inputMode="numeric" autoComplete="cc-csc" required />
          </SimpleGrid>
          <TextField name="name" label="Name on card" autoComplete="cc-name" required />
          <Button type="submit" loading={isSubmitting}>
            Pay {amountLabel}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
