import { afterEach, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { startHarness, type Harness } from '../../../test/harness';

let h: Harness;
afterEach(() => h.close());

describe('bounded password hashing', () => {
  it('answers 503 with Retry-After once the hash queue is full, and serves the rest', async () => {
    h = await startHarness({ HASH_CONCURRENCY: '1', HASH_QUEUE_MAX: '1', SCRYPT_COST: '16384' });
    const accounts = [];
    for (let i = 0; i < 6; i++) accounts.push(await makeAccount(h.app));
    // Logins do little before hashing (one account lookup), so all six reach the hasher while
    // the first hash runs; on a loaded machine a lookup may come late, so one more may get in.
    const answers = await Promise.all(
      accounts.map((a) =>
        h.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: a.email, password: 'correct horse 1' },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(3);
    const busy = answers.find((a) => a.statusCode === 503);
    expect(busy?.headers['retry-after']).toMatch(/^\d+$/);
    expect(busy?.json()).toEqual({
      message: 'The server is busy. Please try again in a few seconds.',
    });
  });
});
