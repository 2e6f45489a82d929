import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { renderWithApp } from '../../../../test/render';
import { LoginForm } from './LoginForm';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('LoginForm', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    session.set({ status: 'unauthenticated' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const fill = async () => {
    fireEvent.change(await screen.findByLabelText(/Email/), {
      target: { value: 'ada@example.test' },
    });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'correct horse 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  };

  it('checks the fields with the shared schema before calling the server', async () => {
    renderWithApp(<LoginForm />, '/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('Must not be empty')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's general error line", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        message: 'Wrong email or password',
        errors: { general: 'Wrong email or password' },
      }),
    );
    renderWithApp(<LoginForm />, '/login');
    await fill();
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong email or password');
  });

  it('stores the session and goes to /my-account', async () => {
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    fetchMock.mockResolvedValue(json(200, { token: 'tok', expiresAt }));
    const { router } = renderWithApp(<LoginForm />, '/login');
    await fill();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/my-account');
    });
    expect(session.get()).toEqual({ status: 'authenticated', token: 'tok', expiresAt });
  });
});
