import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@optolight/domain';
import { currentUser } from '../lib/session/current-user';
import { session, signIn } from '../lib/session/session';
import { clearDeviceData, registerDeviceStore } from './device-data';

const deleteClinicalData = vi.fn(() => Promise.resolve());
vi.mock('./runtime', () => ({ deleteClinicalData }));

describe('logout clears the device', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>();
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

  it('lets a store send what it holds while the session still counts, without waiting on it long', async () => {
    const order: string[] = [];
    fetchMock.mockImplementation(() => {
      order.push('logout');
      return Promise.resolve(new Response('{}', { status: 200 }));
    });
    registerDeviceStore({
      pending: () => Promise.resolve(0),
      clear: () => Promise.resolve(),
      flush: () => {
        order.push('flush');
        return Promise.resolve();
      },
    });
    registerDeviceStore({
      pending: () => Promise.resolve(0),
      clear: () => Promise.resolve(),
      // A flush that never ends (a hung connection) holds logout back 3 seconds at most.
      flush: () => new Promise(() => undefined),
    });
    // Only the account's fields the stores are given matter here.
    currentUser.set({
      status: 'ready',
      user: { userId: 'pro-1', email: 'pro@example.test' } as User,
      isStale: false,
    });
    vi.useFakeTimers();
    try {
      const done = clearDeviceData();
      await vi.advanceTimersByTimeAsync(3000);
      await done;
    } finally {
      vi.useRealTimers();
    }
    expect(order).toEqual(['flush', 'logout']);
    expect(session.get()).toEqual({ status: 'unauthenticated', reason: 'signedOut' });
  });

  it('still clears the device when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await clearDeviceData();
    expect(deleteClinicalData).toHaveBeenCalled();
    expect(session.get()).toEqual({ status: 'unauthenticated', reason: 'signedOut' });
  });
});
