import { afterEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';

let h: Harness;
afterEach(() => h.close());

describe('bounded password hashing', () => {
  it('answers 503 with Retry-After once the hash queue is full, and serves the rest', async () => {
    h = await startHarness({ HASH_CONCURRENCY: '1', HASH_QUEUE_MAX: '1', SCRYPT_COST: '16384' });
    const signups = Array.from({ length: 6 }, (_, i) =>
      h.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: {
          firstName: 'Queue',
          lastName: 'Test',
          email: `queue${i}@example.test`,
          password: 'violet-harbour-lantern-7',
          confirmPassword: 'violet-harbour-lantern-7',
          userHandle: `queue${i}`,
        },
      }),
    );
    const answers = await Promise.all(signups);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 503, 503, 503, 503]);
    const busy = answers.find((a) => a.statusCode === 503);
    expect(busy?.headers['retry-after']).toMatch(/^\d+$/);
    expect(busy?.json()).toEqual({
      message: 'The server is busy. Please try again in a few seconds.',
    });
  });
});
