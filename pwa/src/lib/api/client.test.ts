import { api } from '@optolight/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, signIn } from '../session/session';
import { call, download, type Transfer } from './client';
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

  it('downloads a file answer with its name and the bytes as they arrive', async () => {
    const bytes = new Uint8Array(200_000).fill(7);
    fetchMock.mockResolvedValue(
      new Response(bytes, {
        headers: {
          'content-length': String(bytes.length),
          'content-disposition': 'attachment; filename="optolight-practice-2026-12-03.zip"',
        },
      }),
    );
    const seen: Transfer[] = [];
    const { blob, name } = await download(api.exportPractice, {
      onProgress: (t) => seen.push(t),
    });
    expect(name).toBe('optolight-practice-2026-12-03.zip');
    expect(blob.size).toBe(bytes.length);
    expect(seen.at(-1)).toEqual({ loaded: bytes.length, total: bytes.length });
    expect(seen.every((t, i) => i === 0 || t.loaded >= (seen[i - 1]?.loaded ?? 0))).toBe(true);
  });

  it('turns a refused download into a RequestError, and a 401 ends the session', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Your session has ended.' }));
    await expect(download(api.exportPractice)).rejects.toBeInstanceOf(RequestError);
    expect(session.get()).toEqual({ status: 'unauthenticated', reason: 'rejected' });
  });
});
