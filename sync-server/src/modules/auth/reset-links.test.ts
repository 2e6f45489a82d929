import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../../app';
import { loadConfig } from '../../config';
import { makeAccount } from '../../../test/accounts';
import { startHarness, type Harness } from '../../../test/harness';
import { lastResetToken } from '../../../test/mail';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

/** Asks for a link and answers the token of the newest mail. */
async function askForLink(email: string): Promise<string> {
  await h.app.inject({ method: 'POST', url: '/api/resetpassword', payload: { email } });
  return lastResetToken(h.app, email);
}

const setPassword = (token: string, password: string) =>
  h.app.inject({
    method: 'POST',
    url: `/api/resetpassword/${token}`,
    payload: { password, confirmPassword: password },
  });

describe('reset links', () => {
  it('works exactly once under concurrent use', async () => {
    const account = await makeAccount(h.app);
    const token = await askForLink(account.email);
    const answers = await Promise.all(
      ['Amber-orchid-falcon-31', 'Silver-tundra-mosaic-42', 'Copper-lagoon-thistle-53'].map((p) =>
        setPassword(token, p),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('a newer link, or a changed password, ends older links', async () => {
    const account = await makeAccount(h.app);
    const first = await askForLink(account.email);
    const second = await askForLink(account.email);
    expect(
      (await h.app.inject({ method: 'GET', url: `/api/resetpassword/${first}` })).statusCode,
    ).toBe(400);
    expect((await setPassword(first, 'Amber-orchid-falcon-31')).statusCode).toBe(400);
    expect((await setPassword(second, 'Silver-tundra-mosaic-42')).statusCode).toBe(200);
  });

  it('keeps the token out of logged request URLs', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'optolight-log-'));
    const lines: string[] = [];
    const options = loggerOptions('info');
    if (typeof options !== 'object') throw new Error('logger options expected');
    const app = await buildApp(
      loadConfig({ DATA_DIR: dataDir, SCRYPT_COST: '1024', PWA_DIST: join(dataDir, 'none') }),
      { logger: { ...options, stream: { write: (line: string) => lines.push(line) } } },
    );
    try {
      const token = 'T0kenThatMustNotBeLogged'.padEnd(43, 'x');
      await app.inject({ method: 'GET', url: `/api/resetpassword/${token}` });
      await app.inject({
        method: 'POST',
        url: `/api/resetpassword/${token}?x=1`,
        payload: { password: 'Amber-orchid-falcon-31', confirmPassword: 'Amber-orchid-falcon-31' },
      });
      const log = lines.join('');
      expect(log).toContain('/api/resetpassword/');
      expect(log).not.toContain('T0kenThatMustNotBeLogged');
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
