import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canTryAgain,
  lockNow,
  lockState,
  rememberPassword,
  setPin,
  unlock,
} from '../../../lib/lock';
import { signIn } from '../../../lib/session';
import { unlockWithPassword, unlockWithPin, waitLeft } from './unlock';
import { testUser } from '../../../../test/user';

const ada = testUser;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('unlocking', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    localStorage.clear();
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    signIn({ token: 'tok', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    unlock();
    lockNow();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the server, ends the session it hands back and keeps the tablet its own', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { token: 'fresh', expiresAt: '2099-01-01T00:00:00Z' }))
      .mockResolvedValueOnce(json(200, ada))
      .mockResolvedValueOnce(json(200, { message: 'You are signed out.' }));
    expect(await unlockWithPassword(ada, 'correct horse 1')).toEqual({ isOpen: true });
    const logout = fetchMock.mock.calls[2]?.[0] as Request;
    expect(new URL(logout.url).pathname).toBe('/api/logout');
    expect(logout.headers.get('authorization')).toBe('Bearer fresh');
    expect(localStorage.getItem('optolight.session')).toContain('"tok"');
    expect(lockState.get().isLocked).toBe(false);
  });

  it('counts a password the server refuses as a wrong try', async () => {
    fetchMock.mockResolvedValue(json(400, { message: 'Wrong email or password' }));
    expect(await unlockWithPassword(ada, 'nope nope nope')).toEqual({
      isOpen: false,
      message: 'Wrong password.',
    });
    expect(lockState.get()).toMatchObject({ isLocked: true, failures: 1 });
  });

  it('checks the kept hash offline, and says so when the tablet has none', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const none = await unlockWithPassword(ada, 'correct horse 1');
    expect(none.isOpen).toBe(false);
    expect(lockState.get().failures).toBe(0);
    await rememberPassword(ada.email, 'correct horse 1');
    expect(await unlockWithPassword(ada, 'correct horse 2')).toMatchObject({ isOpen: false });
    expect(await unlockWithPassword(ada, 'correct horse 1')).toEqual({ isOpen: true });
  });

  it('waits longer after each wrong PIN and stops offering tries after the fifth', async () => {
    await setPin(ada.email, '4821');
    for (let i = 1; i <= 5; i += 1) {
      expect(await unlockWithPin(ada, '0000')).toMatchObject({ isOpen: false });
      expect(lockState.get().failures).toBe(i);
    }
    expect(waitLeft()).toBeGreaterThan(8_000);
    expect(canTryAgain(lockState.get().failures)).toBe(false);
  });
});
