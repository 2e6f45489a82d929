import { api } from '@optolight/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, signIn } from '../session/session';
import { call } from './client';
import { RequestError } from './errors';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    signIn({ token: 'tok', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the session as the default Authorization header and fills path parameters', async () => {
    fetchMock.mockResolvedValue(json(200, { clientToken: 'ct', provider: 'test' }));
    await expect(call(api.clientToken, { params: { provider: 'test' } })).resolves.toEqual({
      clientToken: 'ct',
      provider: 'test',
    });
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/test/client_token');
    expect(request.headers.get('authorization')).toBe('Bearer tok');
  });

  it('turns an error answer into a RequestError with field messages', async () => {
    fetchMock.mockResolvedValue(
      json(400, { message: 'Please correct', errors: { email: 'Email is already in use' } }),
    );
    const error = await call(api.signup, {
      body: {
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.c',
        password: 'x',
        confirmPassword: 'x',
        userHandle: 'ab',
      },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).status).toBe(400);
    expect((error as RequestError).body.errors).toEqual({ email: 'Email is already in use' });
  });

  it('signs out on a 401 from a signed-in endpoint', async () => {
    fetchMock.mockResolvedValue(
      json(401, { message: 'Your session has ended. Please sign in again.' }),
    );
    await expect(call(api.getUser)).rejects.toBeInstanceOf(RequestError);
    expect(session.get()).toEqual({ status: 'unauthenticated', reason: 'rejected' });
  });

  it('reports an unreachable server as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await call(api.getUser).catch((e: unknown) => e)) as RequestError;
    expect(error.isOffline).toBe(true);
    expect(session.get().status).toBe('authenticated');
  });
});
