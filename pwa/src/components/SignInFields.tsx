import type { LoginRequest } from '@optolight/domain';
import type { z } from 'zod';
import { fieldsOf } from './fields';

const { PasswordField, TextField } = fieldsOf<z.infer<typeof LoginRequest>>();

/** Email and password of a sign-in form (Login, and signing in again after a session ended),
 * inside its <FormProvider>; `autoFocusPassword` when the email is already filled in. */
export function SignInFields({ autoFocusPassword = false }: { autoFocusPassword?: boolean }) {
  return (
    <>
      <TextField name="email" label="Email" type="email" autoComplete="email" required />
      <PasswordField
        name="password"
        label="Password"
        autoComplete="current-password"
        required
        {...(autoFocusPassword ? { 'data-autofocus': true } : {})}
      />
    </>
  );
}
