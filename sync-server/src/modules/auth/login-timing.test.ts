import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { startHarness, type Harness } from '../../../test/harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

describe('login timing', () => {
  it('spends one slow hash on an unknown email as on a wrong password', async () => {
    const account = await makeAccount(h.app);
    const verify = vi.spyOn(h.app.hasher, 'verify');
    await h.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: account.email, password: 'nope-nope' },
    });
    expect(verify).toHaveBeenCalledTimes(1);
    await h.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@example.test', password: 'nope-nope' },
    });
    expect(verify).toHaveBeenCalledTimes(2);
    const [, stored] = verify.mock.calls[1] ?? [];
    expect(stored).toMatch(/^scrypt\$1024\$/);
  });
});
