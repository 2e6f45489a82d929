import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, signIn } from '../lib/session/session';
import { clearDeviceData } from './device-data';

const deleteClinicalData = vi.fn(() => Promise.resolve());
vi.mock('./runtime', () => ({ deleteClinicalData }));

describe('logout clears the device', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    signIn({ token: 'tok', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('ends the session on the server with its own token before forgetting it', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'You are signed out.' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await clearDeviceData();
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/logout');
    expect(request.headers.get('authorization')).toBe('Bearer tok');
    expect(deleteClinicalData).toHaveBeenCalled();
    expect(session.get()).toEqual({ status: 'unauthenticated', reason: 'signedOut' });
  });

  it('still clears the device when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await clearDeviceData();
    expect(deleteClinicalData).toHaveBeenCalled();
    expect(session.get()).toEqual({ status: 'unauthenticated', reason: 'signedOut' });
  });
});
