import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { startHarness, type Harness } from '../../../test/harness';
import { lastResetToken } from '../../../test/mail';

let h: Harness;
beforeEach(async () => {
  h = await startHarness({ LOGIN_RATE_MAX: '50', ADDRESS_RATE_MAX: '100' });
});
afterEach(() => h.close());

const weak = ['password', '12345678', '        ', ' '.repeat(14), 'Elevenchars', 'password1234'];

const signup = (password: string, i: number) =>
  h.app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: {
      firstName: 'Weak',
      lastName: 'Pass',
      email: `weak${i}@example.test`,
      password,
      confirmPassword: password,
      userHandle: `weak${i}`,
    },
  });

describe('password policy', () => {
  it('refuses short, blank and common passwords at signup with a message on the field', async () => {
    for (const [i, password] of weak.entries()) {
      const res = await signup(password, i);
      expect(res.statusCode, JSON.stringify(password)).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors.password).toMatch(/\w/);
    }
    expect((await signup('Plum-orchard-sketch-42', 99)).statusCode).toBe(200);
  });

  it('refuses a weak new password on the reset link and keeps the link usable', async () => {
    const account = await makeAccount(h.app);
    await h.app.inject({
      method: 'POST',
      url: '/api/resetpassword',
      payload: { email: account.email },
    });
    const token = await lastResetToken(h.app, account.email);
    for (const password of weak) {
      const res = await h.app.inject({
        method: 'POST',
        url: `/api/resetpassword/${token}`,
        payload: { password, confirmPassword: password },
      });
      expect(res.statusCode, JSON.stringify(password)).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors.password).toMatch(/\w/);
    }
    const ok = await h.app.inject({
      method: 'POST',
      url: `/api/resetpassword/${token}`,
      payload: { password: 'Quiet-meadow-lantern-9', confirmPassword: 'Quiet-meadow-lantern-9' },
    });
    expect(ok.statusCode).toBe(200);
  });
});
