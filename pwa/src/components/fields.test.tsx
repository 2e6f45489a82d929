import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithMantine } from '../../test/render';
import { fieldsOf } from './fields';

const Schema = z.object({
  email: z.string().min(1, 'Must not be empty'),
  password: z.string().min(12, 'At least 12 characters'),
});
type Values = z.infer<typeof Schema>;
const { PasswordField, TextField } = fieldsOf<Values>();

function TestForm() {
  const form = useForm({
    resolver: zodResolver(Schema),
    defaultValues: { email: '', password: '' },
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void form.handleSubmit(() => undefined)(e)} noValidate>
        <TextField name="email" label="Email" type="email" autoComplete="email" />
        <PasswordField name="password" label="Password" autoComplete="new-password" />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

/** The message that describes an input (what a screen reader reads after its name). */
const descriptionOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('fields bound by name', () => {
  it("show the schema's error by their own input and focus the first one", async () => {
    renderWithMantine(<TestForm />);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    await waitFor(() => {
      expect(email.getAttribute('aria-invalid')).toBe('true');
    });
    expect(descriptionOf(email)).toContain('Must not be empty');
    expect(descriptionOf(password)).toContain('At least 12 characters');
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('type')).toBe('email');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
  });

  it('take only names of the form', () => {
    // `pnpm typecheck` fails if a misspelt name ever compiles.
    // @ts-expect-error 'mail' is not a field of the form
    const misspelt = <TextField name="mail" label="Email" />;
    expect(misspelt.props).toBeDefined();
  });
});
