import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { PersonalProfile, type User } from '@optolight/domain';
import { FormProvider, useForm } from 'react-hook-form';
import { fieldsOf } from '../../../components/fields';
import { FormError } from '../../../components/FormError';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { setUser } from '../../../lib/session';
import { useDirtyForm } from '../../../sync';
import { updateProfile } from '../api/account';
import { toastFailed, toastSaved } from './save-toast';

const fields = ['firstName', 'lastName', 'phone', 'address', 'city', 'state'] as const;
const { TextField } = fieldsOf<PersonalProfile>();

const valuesOf = (u: User) => ({
  firstName: u.firstName,
  lastName: u.lastName,
  phone: u.phone,
  address: u.address,
  city: u.city,
  state: u.state,
});

interface Props {
  user: User;
  opened: boolean;
  onClose: () => void;
}

function EditProfileForm({ user, onClose }: Omit<Props, 'opened'>) {
  const form = useForm({
    resolver: zodResolver(PersonalProfile),
    defaultValues: valuesOf(user),
  });
  const { handleSubmit, setError, formState } = form;
  const { errors, isSubmitting, isDirty } = formState;
  useDirtyForm(isDirty);

  const onSubmit = handleSubmit(async (values) => {
    try {
      setUser(await updateProfile(values));
      toastSaved();
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, fields);
      toastFailed();
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack>
          <FormError message={errors.root?.server?.message} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextField name="firstName" label="First name" required data-autofocus />
            <TextField name="lastName" label="Last name" required />
          </SimpleGrid>
          <TextField name="phone" label="Phone" required type="tel" inputMode="tel" />
          <TextField name="address" label="Address" required />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextField name="city" label="City" required />
            <TextField name="state" label="State" required />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

/** The Edit Profile dialog (rules: docs/product.md#validation); unlike the original it really
 * saves (docs/decisions.md#real-figures-on-the-dashboard). */
export function EditProfileDialog({ user, opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit Profile" centered size="lg">
      {opened && <EditProfileForm user={user} onClose={onClose} />}
    </Modal>
  );
}
