import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ResetRequest } from '@optolight/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldsOf } from '../../../components/fields';
import { FormError } from '../../../components/FormError';
import { PageTitle } from '../../../components/PageTitle';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { requestReset } from '../api/auth';

const { TextField } = fieldsOf<z.infer<typeof ResetRequest>>();

/** 'What's My Password': asks for a reset link, then goes to /login
 * (docs/product.md#signed-out-pages). */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(ResetRequest),
    defaultValues: { email: '' },
  });
  const { handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await requestReset(values);
      // The link arrives by mail; this message stays long enough to read.
      notifications.show({ title: 'Check your email', message, color: 'blue', autoClose: 10_000 });
      await navigate({ to: '/login' });
    } catch (error) {
      applyServerErrors(error, setError, ['email']);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack>
          <PageTitle>What&apos;s My Password</PageTitle>
          <Text size="sm">
            Enter the email of your account and we will send you a link to set a new password.
          </Text>
          <FormError message={errors.root?.server?.message} />
          <TextField name="email" label="Email" type="email" autoComplete="email" required />
          <Button type="submit" loading={isSubmitting}>
            Reset Password
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            Back to login
          </Anchor>
        </Stack>
      </form>
    </FormProvider>
  );
}
