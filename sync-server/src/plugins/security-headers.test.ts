import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, type Account } from '../../test/accounts';
import { startHarness, type Harness } from '../../test/harness';

let h: Harness;
let pro: Account;
beforeEach(async () => {
  h = await startHarness();
  pro = await makeAccount(h.app, 'professionalBasic');
});
afterEach(() => h.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it('sends a strict content policy, nosniff and no referrer on pages and API answers', async () => {
    for (const res of [await get('/login'), await get('/api/user', pro.auth)]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('sends HSTS only when the request came over TLS, as told by a trusted proxy', async () => {
    const tls = { 'x-forwarded-proto': 'https' };
    expect((await get('/login')).headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY, a client's own X-Forwarded-Proto is not believed.
    expect((await get('/login', tls)).headers['strict-transport-security']).toBeUndefined();
    await h.close();
    h = await startHarness({ TRUST_PROXY: '127.0.0.1' });
    expect((await get('/login', tls)).headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('keeps every API answer out of caches, errors and PDF reports included', async () => {
    expect((await get('/api/user', pro.auth)).headers['cache-control']).toBe('no-store');
    expect((await get('/api/patients')).headers['cache-control']).toBe('no-store');
    const pdf = await h.app.inject({
      method: 'POST',
      url: '/api/report',
      headers: pro.auth,
      payload: {},
    });
    expect(pdf.headers['cache-control']).toBe('no-store');
  });
});
