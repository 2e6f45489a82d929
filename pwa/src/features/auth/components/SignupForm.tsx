import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { SignupRequest } from '@optolight/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../components/FormError';
import { PageTitle } from '../../../components/PageTitle';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { signIn } from '../../../lib/session';
import { signup } from '../api/auth';

const fields = [
  'firstName',
  'lastName',
  'userHandle',
  'email',
  'password',
  'confirmPassword',
] as const;

export function SignupForm() {
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(SignupRequest),
    defaultValues: {
      firstName: '',
      lastName: '',
      userHandle: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      signIn(await signup(values));
      await navigate({ to: '/my-account' });
    } catch (error) {
      applyServerErrors(error, setError, fields);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack>
        <PageTitle>Signup</PageTitle>
        <FormError message={errors.root?.server?.message} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="First name"
            autoComplete="given-name"
            required
            {...register('firstName')}
            error={errors.firstName?.message}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            required
            {...register('lastName')}
            error={errors.lastName?.message}
          />
        </SimpleGrid>
        <TextInput
          label="User name"
          autoComplete="username"
          required
          {...register('userHandle')}
          error={errors.userHandle?.message}
        />
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
          autoComplete="new-password"
          description="At least 12 characters, hard to guess"
          required
          {...register('password')}
          error={errors.password?.message}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          {...register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <Button type="submit" loading={isSubmitting}>
          Signup
        </Button>
        <Text size="sm">
          Already have an account?{' '}
          <Anchor component={Link} to="/login">
            Login
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
