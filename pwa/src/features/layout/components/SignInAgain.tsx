import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { api } from '@optolight/contract';
import { LoginRequest } from '@optolight/domain';
import { FormProvider, useForm } from 'react-hook-form';
import { SignInFields } from '../../../components/SignInFields';
import { FormError } from '../../../components/FormError';
import { call } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { setUser, signInWithPassword, useCurrentUser } from '../../../lib/session';

/**
 * Signs the same professional in again where they are, after the server ended their session:
 * nothing on the tablet is touched (the outbox, unsaved forms), and sync resumes with the new
 * session. Another account is refused: this tablet's records belong to the signed-in one.
 */
export function SignInAgain({ onDone }: { onDone: () => void }) {
  const current = useCurrentUser();
  const user = current.status === 'ready' ? current.user : null;
  const form = useForm({
    resolver: zodResolver(LoginRequest),
    defaultValues: { email: user?.email ?? '', password: '' },
  });
  const { handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const session = await call(api.login, { body: values });
      const who = await call(api.getUser, { token: session.token });
      if (who.userId !== user?.userId) {
        // Not kept: end that session again, best effort.
        await call(api.logout, { token: session.token }).catch(() => undefined);
        setError('root.server', {
          message: `That is another account. This tablet holds the records of ${user?.email ?? 'the signed-in account'}: sign in as that account to sync them.`,
        });
        return;
      }
      signInWithPassword(session, values);
      setUser(who);
      onDone();
    } catch (error) {
      applyServerErrors(error, setError, ['email', 'password']);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Sign in again">
        <Stack>
          <Alert color="blue" title="Your session has ended">
            Everything you saved stays on this tablet. Sign in again to send it to the server.
          </Alert>
          <FormError message={errors.root?.server?.message} />
          <SignInFields autoFocusPassword />
          <Button type="submit" loading={isSubmitting}>
            Sign in
          </Button>
          <Text size="sm">To use another account, log out first (from the user menu).</Text>
        </Stack>
      </form>
    </FormProvider>
  );
}
