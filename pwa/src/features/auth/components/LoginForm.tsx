import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { LoginRequest } from '@optolight/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { SignInFields } from '../../../components/SignInFields';
import { FormError } from '../../../components/FormError';
import { PageTitle } from '../../../components/PageTitle';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { signInWithPassword } from '../../../lib/session';
import { login } from '../api/auth';

export function LoginForm() {
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(LoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const { handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      signInWithPassword(await login(values), values);
      await navigate({ to: '/my-account' });
    } catch (error) {
      applyServerErrors(error, setError, ['email', 'password']);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack>
          <PageTitle>Login</PageTitle>
          <FormError message={errors.root?.server?.message} />
          <SignInFields />
          <Anchor component={Link} to="/forgotpassword" size="sm">
            Forgot Password?
          </Anchor>
          <Button type="submit" loading={isSubmitting}>
            Login
          </Button>
          <Text size="sm">
            Don&apos;t have an account?{' '}
            <Anchor component={Link} to="/signup">
              Sign up
            </Anchor>
          </Text>
        </Stack>
      </form>
    </FormProvider>
  );
}
