import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { NewPasswordRequest } from '@optolight/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldsOf } from '../../../components/fields';
import { FormError } from '../../../components/FormError';
import { PageTitle } from '../../../components/PageTitle';
import { messageOf } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { checkResetToken, setNewPassword } from '../api/auth';
import { Spinner } from '../../../components/Spinner';

type LinkState =
  { status: 'checking' } | { status: 'valid' } | { status: 'invalid'; message: string };

const { PasswordField } = fieldsOf<z.infer<typeof NewPasswordRequest>>();

/** Sets a new password from a mailed one-time link; success goes to /login
 * (docs/decisions.md#password-reset). */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [link, setLink] = useState<LinkState>({ status: 'checking' });
  const form = useForm({
    resolver: zodResolver(NewPasswordRequest),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    let isCurrent = true;
    checkResetToken(token).then(
      () => {
        if (isCurrent) setLink({ status: 'valid' });
      },
      (error: unknown) => {
        if (isCurrent) setLink({ status: 'invalid', message: messageOf(error) });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [token]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await setNewPassword(token, values);
      notifications.show({ title: 'Password changed', message, color: 'green', autoClose: 8000 });
      await navigate({ to: '/login' });
    } catch (error) {
      applyServerErrors(error, setError, ['password', 'confirmPassword']);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack>
          <PageTitle>Set a new password</PageTitle>
          {link.status === 'checking' && <Spinner label="Checking the link" />}
          {link.status === 'invalid' && (
            <Alert color="red" role="alert">
              {link.message}{' '}
              <Anchor component={Link} to="/forgotpassword" c="inherit" fw={700} underline="always">
                Ask for a new link
              </Anchor>
            </Alert>
          )}
          <FormError message={errors.root?.server?.message} />
          <PasswordField
            name="password"
            label="New password"
            autoComplete="new-password"
            description="At least 12 characters, hard to guess"
            required
            disabled={link.status === 'invalid'}
          />
          <PasswordField
            name="confirmPassword"
            label="Confirm new password"
            autoComplete="new-password"
            required
            disabled={link.status === 'invalid'}
          />
          <Button type="submit" loading={isSubmitting} disabled={link.status === 'invalid'}>
            Save new password
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
