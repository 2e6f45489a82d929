import { afterEach, describe, expect, it } from 'vitest';
import { makeAccount, startHarness, type Harness } from '../../test';

describe('closing an instance', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it('answers the requests it is answering before its database closes, not with a 500', async () => {
    // A real cost, so the login is still hashing when the close begins.
    h = await startHarness({ SCRYPT_COST: String(2 ** 15) });
    const { app } = h;
    const account = await makeAccount(app);
    const login = app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: account.email, password: 'correct horse 1' },
    });
    while (app.requestsAnswering() === 0) await new Promise((r) => setImmediate(r));
    const closed = app.close();
    const res = await login;
    expect(res.statusCode).toBe(200);
    await closed;
    // A restart: the session the login opened was kept.
    await h.restart();
    const { token } = res.json<{ token: string }>();
    const me = await h.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
  });
});
