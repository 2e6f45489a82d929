import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { SignupRequest } from '@optolight/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { fieldsOf } from '../../../components/fields';
import { FormError } from '../../../components/FormError';
import { PageTitle } from '../../../components/PageTitle';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { signInWithPassword } from '../../../lib/session';
import { signup } from '../api/auth';

const fields = [
  'firstName',
  'lastName',
  'userHandle',
  'email',
  'password',
  'confirmPassword',
] as const;
const { PasswordField, TextField } = fieldsOf<SignupRequest>();

export function SignupForm() {
  const navigate = useNavigate();
  const form = useForm({
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
  const { handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      signInWithPassword(await signup(values), values);
      await navigate({ to: '/my-account' });
    } catch (error) {
      applyServerErrors(error, setError, fields);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack>
          <PageTitle>Signup</PageTitle>
          <FormError message={errors.root?.server?.message} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextField name="firstName" label="First name" autoComplete="given-name" required />
            <TextField name="lastName" label="Last name" autoComplete="family-name" required />
          </SimpleGrid>
          <TextField name="userHandle" label="User name" autoComplete="username" required />
          <TextField name="email" label="Email" type="email" autoComplete="email" required />
          <PasswordField
            name="password"
            label="Password"
            autoComplete="new-password"
            description="At least 12 characters, hard to guess"
            required
          />
          <PasswordField
            name="confirmPassword"
            label="Confirm password"
            autoComplete="new-password"
            required
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
    </FormProvider>
  );
}
