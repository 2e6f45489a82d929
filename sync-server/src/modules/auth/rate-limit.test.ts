import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { onPostgres, startHarness, type Harness } from '../../../test/harness';

let h: Harness;
afterEach(() => h.close());

const post = (url: string, payload: object, opts: { ip?: string; xff?: string } = {}) =>
  h.app.inject({
    method: 'POST',
    url,
    payload,
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
    ...(opts.xff ? { headers: { 'x-forwarded-for': opts.xff } } : {}),
  });

const login = (email: string, opts: { ip?: string; xff?: string } = {}) =>
  post('/api/login', { email, password: 'not-the-password' }, opts);

const codes = async (calls: (() => Promise<{ statusCode: number }>)[]) => {
  const out: number[] = [];
  for (const call of calls) out.push((await call()).statusCode);
  return out;
};

describe('login, signup and reset limits', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    h = await startHarness({ LOGIN_RATE_MAX: '3', ADDRESS_RATE_MAX: '3' });
    const got = await codes(
      [1, 2, 3, 4, 5].map((i) => () => login(`spoof${i}@example.test`, { xff: `203.0.113.${i}` })),
    );
    expect(got).toEqual([400, 400, 400, 429, 429]);
  });

  it('counts one account across padded, cased spellings and across addresses', async () => {
    h = await startHarness({ LOGIN_RATE_MAX: '3', ADDRESS_RATE_MAX: '100' });
    const spellings = [
      'ada@example.test',
      ' ada@example.test ',
      'ADA@Example.test  ',
      'ada@example.test',
    ];
    const got = await codes(
      spellings.map((email, i) => () => login(email, { ip: `198.51.100.${i}` })),
    );
    expect(got).toEqual([400, 400, 400, 429]);
    const answer = await login('ada@example.test', { ip: '198.51.100.77' });
    expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    expect(answer.json()).toEqual({
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
  });

  it('stops one address spraying many accounts, on login, signup and reset', async () => {
    h = await startHarness({ LOGIN_RATE_MAX: '100', ADDRESS_RATE_MAX: '3' });
    const spray = (url: string, body: (i: number) => object) =>
      codes([1, 2, 3, 4, 5].map((i) => () => post(url, body(i), { ip: '192.0.2.9' })));
    expect(
      await spray('/api/login', (i) => ({ email: `a${i}@example.test`, password: 'x' })),
    ).toEqual([400, 400, 400, 429, 429]);
    expect(await spray('/api/resetpassword', (i) => ({ email: `a${i}@example.test` }))).toEqual([
      200, 200, 200, 429, 429,
    ]);
    const signups = await spray('/api/signup', (i) => ({ email: `a${i}@example.test` }));
    expect(signups.slice(3)).toEqual([429, 429]);
    // Another address is not held back by the first one's attempts.
    expect((await login('a1@example.test', { ip: '192.0.2.10' })).statusCode).toBe(400);
  });

  it('keeps counting across a restart, and across instances sharing the database', async () => {
    h = await startHarness({ LOGIN_RATE_MAX: '3', ADDRESS_RATE_MAX: '4' });
    const before = await codes([1, 2].map(() => () => login('kept@example.test')));
    await h.restart();
    const after = await codes([1, 2].map(() => () => login('kept@example.test')));
    expect([...before, ...after]).toEqual([400, 400, 400, 429]);
    // The address's own allowance (4) was spent by the same four calls.
    expect((await login('other@example.test')).statusCode).toBe(429);
    if (onPostgres()) {
      const second = await h.another();
      try {
        const there = await second.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'kept@example.test', password: 'not-the-password' },
          remoteAddress: '198.51.100.200',
        });
        expect(there.statusCode).toBe(429);
      } finally {
        await second.close();
      }
    }
  });

  it('believes proxy headers when TRUST_PROXY names the proxy', async () => {
    h = await startHarness({
      LOGIN_RATE_MAX: '100',
      ADDRESS_RATE_MAX: '2',
      TRUST_PROXY: '127.0.0.1',
    });
    const got = await codes(
      [1, 2, 3, 4].map((i) => () => login(`via${i}@example.test`, { xff: `203.0.113.${i}` })),
    );
    expect(got).toEqual([400, 400, 400, 400]);
  });

  it('reads TRUST_PROXY as off, true, a hop count or a list of addresses', () => {
    const trust = (value?: string) =>
      loadConfig({ DATA_DIR: h.dataDir, ...(value === undefined ? {} : { TRUST_PROXY: value }) })
        .TRUST_PROXY;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(true);
    const hops = trust('2');
    expect(typeof hops === 'function' && [0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([
      true,
      true,
      false,
    ]);
    expect(trust('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});
