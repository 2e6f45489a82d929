import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';
import { lastResetToken } from '../../../test/mail';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  vi.useRealTimers();
  await h.close();
});

const login = async (email: string) => {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: 'correct horse 1' },
  });
  return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
};

describe('sessions', () => {
  it('logout ends that session on the server and leaves the others', async () => {
    const account = await makeAccount(h.app);
    const tablet = await login(account.email);
    const out = await caller(() => h.app, account.auth).post('/api/logout');
    expect(out.statusCode).toBe(200);
    expect((await caller(() => h.app, account.auth).get('/api/user')).statusCode).toBe(401);
    expect((await caller(() => h.app, account.auth).post('/api/logout')).statusCode).toBe(401);
    expect((await caller(() => h.app, tablet).get('/api/user')).statusCode).toBe(200);
  });

  it('a password reset ends sessions issued in the same second', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-01T00:00:00.100Z') });
    const account = await makeAccount(h.app);
    await h.app.inject({
      method: 'POST',
      url: '/api/resetpassword',
      payload: { email: account.email },
    });
    const token = await lastResetToken(h.app, account.email);
    const set = await h.app.inject({
      method: 'POST',
      url: `/api/resetpassword/${token}`,
      payload: { password: 'Quiet-meadow-lantern-9', confirmPassword: 'Quiet-meadow-lantern-9' },
    });
    expect(set.statusCode).toBe(200);
    expect((await caller(() => h.app, account.auth).get('/api/user')).statusCode).toBe(401);
  });
});
