import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { BusinessProfile, type User } from '@optolight/domain';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../components/FormError';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { setUser } from '../../../lib/session';
import { useDirtyForm } from '../../../sync';
import { updateProfile } from '../api/account';
import { toastFailed, toastSaved } from './save-toast';

const fields = ['businessName', 'address', 'city', 'state', 'zipCode', 'phone', 'fax'] as const;

const valuesOf = (u: User) => ({
  businessName: u.businessName,
  address: u.address,
  city: u.city,
  state: u.state,
  zipCode: u.zipCode,
  phone: u.phone,
  fax: u.fax,
});

/** Update Business Profile (docs/product.md#account-pages): saved with POST /api/user. */
export function BusinessProfileForm({ user }: { user: User }) {
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(BusinessProfile),
    defaultValues: valuesOf(user),
  });
  const { errors, isSubmitting, isDirty } = formState;
  useDirtyForm(isDirty);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await updateProfile(values);
      setUser(saved);
      reset(valuesOf(saved));
      toastSaved();
    } catch (error) {
      applyServerErrors(error, setError, fields);
      toastFailed();
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="business-profile-title">
      <Stack>
        <FormError message={errors.root?.server?.message} />
        <TextInput
          label="Business name"
          required
          autoComplete="organization"
          {...register('businessName')}
          error={errors.businessName?.message}
        />
        <TextInput
          label="Address"
          required
          autoComplete="street-address"
          {...register('address')}
          error={errors.address?.message}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="City"
            autoComplete="address-level2"
            {...register('city')}
            error={errors.city?.message}
          />
          <TextInput
            label="State"
            autoComplete="address-level1"
            {...register('state')}
            error={errors.state?.message}
          />
          <TextInput
            label="Zip-Code"
            inputMode="numeric"
            autoComplete="postal-code"
            {...register('zipCode')}
            error={errors.zipCode?.message}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Phone"
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...register('phone')}
            error={errors.phone?.message}
          />
          <TextInput
            label="Fax"
            type="tel"
            inputMode="tel"
            {...register('fax')}
            error={errors.fax?.message}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
