import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkPasswordOffline } from '../../../lib/lock';
import { session } from '../../../lib/session';
import { renderWithApp } from '../../../../test/render';
import { LoginForm } from './LoginForm';
import { SignupForm } from './SignupForm';

/**
 * Every way into a session with a password leaves the tablet able to unlock its screen offline
 * with that password (docs/security.md#the-screen-lock). A reset ends on the login form, so it is
 * the login's case; signing in again after an expiry is SignInAgain's (the same call).
 */

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const email = 'grace@example.test';
const password = 'violet harbour lantern 42';

const type = (label: RegExp, value: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
};

describe('the screen lock after signing in', () => {
  beforeEach(() => {
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, { token: 'tok', expiresAt })));
    session.set({ status: 'unauthenticated' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens offline with the password after a login', async () => {
    renderWithApp(<LoginForm />, '/login');
    await screen.findByRole('button', { name: 'Login' });
    type(/Email/, email);
    type(/^Password/, password);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await expect.poll(() => checkPasswordOffline(email, password), { timeout: 10_000 }).toBe(true);
  });

  it('opens offline with the password after a signup on this tablet', async () => {
    renderWithApp(<SignupForm />, '/signup');
    await screen.findByRole('button', { name: 'Signup' });
    type(/First name/, 'Grace');
    type(/Last name/, 'Hopper');
    type(/User name/, 'ghopper');
    type(/Email/, email);
    type(/^Password/, password);
    type(/Confirm password/, password);
    fireEvent.click(screen.getByRole('button', { name: 'Signup' }));
    await expect.poll(() => session.get().status).toBe('authenticated');
    await expect.poll(() => checkPasswordOffline(email, password), { timeout: 10_000 }).toBe(true);
    expect(await checkPasswordOffline(email, 'another password 42')).toBe(false);
  });
});
