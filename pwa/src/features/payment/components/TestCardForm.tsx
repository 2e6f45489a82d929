import { zodResolver } from '@hookform/resolvers/zod';
import { Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useDirtyForm } from '../../../sync';
import { nonceFor, TestCard } from '../forms/test-card';

interface Props {
  amountLabel: string;
  onNonce: (nonce: string) => Promise<void>;
}

/** Card form of the offline test provider: card number, expiry, CVC and name. */
export function TestCardForm({ amountLabel, onNonce }: Props) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(TestCard),
    defaultValues: { number: '', expiry: '', cvc: '', name: '' },
  });
  const { errors, isSubmitting, isDirty } = formState;
  useDirtyForm(isDirty);

  const onSubmit = handleSubmit(async (values) => {
    await onNonce(nonceFor(values.number));
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Card details">
      <Stack>
        <Text size="sm">
          Test payments: use 4111 1111 1111 1111 (accepted) or 4000 1111 1111 1115 (declined).
        </Text>
        <TextInput
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          required
          {...register('number')}
          error={errors.number?.message}
        />
        <SimpleGrid cols={2}>
          <TextInput
            label="Expiry (MM/YY)"
            placeholder="MM/YY"
            autoComplete="cc-exp"
            required
            {...register('expiry')}
            error={errors.expiry?.message}
          />
          <TextInput
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            required
            {...register('cvc')}
            error={errors.cvc?.message}
          />
        </SimpleGrid>
        <TextInput
          label="Name on card"
          autoComplete="cc-name"
          required
          {...register('name')}
          error={errors.name?.message}
        />
        <Button type="submit" loading={isSubmitting}>
          Pay {amountLabel}
        </Button>
      </Stack>
    </form>
  );
}
