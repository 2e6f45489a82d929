import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { LoginRequest } from '@optolight/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../components/FormError';
import { PageTitle } from '../../../components/PageTitle';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { signIn } from '../../../lib/session';
import { login } from '../api/auth';

export function LoginForm() {
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(LoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      signIn(await login(values));
      await navigate({ to: '/my-account' });
    } catch (error) {
      applyServerErrors(error, setError, ['email', 'password']);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack>
        <PageTitle>Login</PageTitle>
        <FormError message={errors.root?.server?.message} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...register('email')}
          error={errors.email?.message}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...register('password')}
          error={errors.password?.message}
        />
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
  );
}
