import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { startHarness, type Harness } from '../../../test/harness';
import { outbox } from '../../../test/mail';

let h: Harness;
beforeEach(async () => {
  h = await startHarness({ LOGIN_RATE_MAX: '5' });
});
afterEach(() => h.close());

const signupBody = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'Grace@Example.test',
  password: 'cobol-4-ever!',
  confirmPassword: 'cobol-4-ever!',
  userHandle: 'grace',
};

describe('signup and login', () => {
  it('signs up a user account, logs in and reads it back', async () => {
    const signup = await h.app.inject({ method: 'POST', url: '/api/signup', payload: signupBody });
    expect(signup.statusCode).toBe(200);
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'grace@example.test', password: 'cobol-4-ever!' },
    });
    expect(login.statusCode).toBe(200);
    const { token, expiresAt } = login.json<{ token: string; expiresAt: string }>();
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(11 * 3600 * 1000);
    const me = await h.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toMatchObject({
      email: 'grace@example.test',
      userType: 'user',
      userHandle: 'grace',
      plan: null,
      isUserTrialAvailable: true,
    });
    expect(me.body).not.toContain('scrypt');
  });

  it('answers bad signups with field errors and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...signupBody, email: '' }, 'email'],
      [{ ...signupBody, email: 'not-an-email' }, 'email'],
      [{ ...signupBody, firstName: 'A'.repeat(16) }, 'firstName'],
      [{ ...signupBody, lastName: 42 }, 'lastName'],
      [{ ...signupBody, password: 'short', confirmPassword: 'short' }, 'password'],
      [{ ...signupBody, confirmPassword: 'different' }, 'confirmPassword'],
      [{ ...signupBody, userHandle: 'a b' }, 'userHandle'],
      [{ ...signupBody, isAdmin: true }, 'general'],
    ];
    for (const [i, [payload, field]] of cases.entries()) {
      // A distinct address per case keeps the per-account rate limit out of this test.
      const email = field === 'email' ? payload.email : `case${i}@example.test`;
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { ...payload, email },
      });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toContain(field);
    }
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: signupBody.email, password: signupBody.password },
    });
    expect(login.statusCode).toBe(400);
  });

  it('refuses a second account with the same email or handle', async () => {
    await h.app.inject({ method: 'POST', url: '/api/signup', payload: signupBody });
    const again = await h.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { ...signupBody, email: 'grace@example.test' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      errors: { email: 'Email is already in use', userHandle: 'This user name is already taken' },
    });
  });

  it('gives one message for an unknown email and a wrong password', async () => {
    const account = await makeAccount(h.app);
    const wrong = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: account.email, password: 'nope-nope' },
    });
    const unknown = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@example.test', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('rate-limits repeated logins for one account', async () => {
    const account = await makeAccount(h.app);
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: account.email, password: 'wrong-password' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(codes.slice(5)).toEqual([429, 429]);
  });

  it('refuses missing, forged and expired tokens with 401', async () => {
    const none = await h.app.inject({ method: 'GET', url: '/api/user' });
    const forged = await h.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(none.statusCode).toBe(401);
    expect(forged.statusCode).toBe(401);
    const account = await makeAccount(h.app);
    const expired = h.app.jwt.sign({ sub: account.userId, sid: 'x' }, { expiresIn: -10 });
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Your session has ended. Please sign in again.' });
  });
});

describe('password reset', () => {
  it('mails a one-time link that sets a new password and ends old sessions', async () => {
    const account = await makeAccount(h.app);
    const unknown = await h.app.inject({
      method: 'POST',
      url: '/api/resetpassword',
      payload: { email: 'nobody@example.test' },
    });
    const known = await h.app.inject({
      method: 'POST',
      url: '/api/resetpassword',
      payload: { email: account.email },
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mails = await outbox(h.app);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(account.email);
    const token = /\/resetpassword\/([\w-]+)/.exec(mails[0]?.text ?? '')?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);

    expect(
      (await h.app.inject({ method: 'GET', url: `/api/resetpassword/${token}` })).statusCode,
    ).toBe(200);
    const mismatch = await h.app.inject({
      method: 'POST',
      url: `/api/resetpassword/${token}`,
      payload: { password: 'brand-new-pass', confirmPassword: 'other' },
    });
    expect(mismatch.statusCode).toBe(400);
    const set = await h.app.inject({
      method: 'POST',
      url: `/api/resetpassword/${token}`,
      payload: { password: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
    });
    expect(set.statusCode).toBe(200);

    const reuse = await h.app.inject({
      method: 'POST',
      url: `/api/resetpassword/${token}`,
      payload: { password: 'another-pass1', confirmPassword: 'another-pass1' },
    });
    expect(reuse.statusCode).toBe(400);
    const oldSession = await h.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: account.auth,
    });
    expect(oldSession.statusCode).toBe(401);
    const oldPassword = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: account.email, password: 'correct horse 1' },
    });
    expect(oldPassword.statusCode).toBe(400);
    const newPassword = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: account.email, password: 'brand-new-pass' },
    });
    expect(newPassword.statusCode).toBe(200);
  });

  it('refuses an unknown or expired token', async () => {
    const res = await h.app.inject({ method: 'GET', url: `/api/resetpassword/${'x'.repeat(43)}` });
    expect(res.statusCode).toBe(400);
  });
});

describe('persistence', () => {
  it('keeps accounts after a restart on the same file', async () => {
    const account = await makeAccount(h.app, 'professionalBasic');
    await h.restart();
    const me = await h.app.inject({ method: 'GET', url: '/api/user', headers: account.auth });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      userType: 'professional',
      plan: { type: 'professionalBasic', isActive: true },
    });
  });
});
