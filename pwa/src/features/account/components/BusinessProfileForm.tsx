import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { BusinessProfile, type User } from '@optolight/domain';
import { FormProvider, useForm } from 'react-hook-form';
import { fieldsOf } from '../../../components/fields';
import { FormError } from '../../../components/FormError';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { setUser } from '../../../lib/session';
import { useDirtyForm } from '../../../sync';
import { updateProfile } from '../api/account';
import { toastFailed, toastSaved } from './save-toast';

const fields = [
  'businessName',
  'address',
  'city',
  'state',
  'zipCode',
  'phone',
  'fax',
  'credentials',
  'npi',
  'progressNoteEveryVisits',
  'progressNoteEveryDays',
] as const;
const { TextField, NumberField } = fieldsOf<BusinessProfile>();

const valuesOf = (u: User) => ({
  businessName: u.businessName,
  address: u.address,
  city: u.city,
  state: u.state,
  zipCode: u.zipCode,
  phone: u.phone,
  fax: u.fax,
  credentials: u.credentials,
  npi: u.npi,
  progressNoteEveryVisits: u.progressNoteEveryVisits,
  progressNoteEveryDays: u.progressNoteEveryDays,
});

/** Update Business Profile (docs/product.md#account-pages): saved with POST /api/user. */
export function BusinessProfileForm({ user }: { user: User }) {
  const form = useForm({
    resolver: zodResolver(BusinessProfile),
    defaultValues: valuesOf(user),
  });
  const { handleSubmit, setError, reset, formState } = form;
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
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="business-profile-title">
        <Stack>
          <FormError message={errors.root?.server?.message} />
          <TextField
            name="businessName"
            label="Business name"
            required
            autoComplete="organization"
          />
          <TextField name="address" label="Address" required autoComplete="street-address" />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextField name="city" label="City" autoComplete="address-level2" />
            <TextField name="state" label="State" autoComplete="address-level1" />
            <TextField
              name="zipCode"
              label="Zip-Code"
              inputMode="numeric"
              autoComplete="postal-code"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField
              name="phone"
              label="Phone"
              required
              type="tel"
              inputMode="tel"
              autoComplete="tel"
            />
            <TextField name="fax" label="Fax" type="tel" inputMode="tel" />
          </SimpleGrid>
          {/* Printed with the signature on signed records. */}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField
              name="credentials"
              label="Credentials"
              description="As printed after your name, such as OTR/L, COVD"
            />
            <TextField
              name="npi"
              label="NPI"
              description="National Provider Identifier, 10 digits"
              inputMode="numeric"
            />
          </SimpleGrid>
          {/* When the patient page and the dashboard show a progress note as due. */}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberField name="progressNoteEveryVisits" label="Progress note every (visits)" />
            <NumberField name="progressNoteEveryDays" label="Progress note every (days)" />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
