import { fullMainEvaluation } from '@optolight/fixtures';
import { v7 as uuidv7 } from 'uuid';
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

const MB = 1024 * 1024;
const json = { 'content-type': 'application/json' };
const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url, headers: { ...json, ...headers }, payload });

describe('authentication before bodies, and body limits per route', () => {
  it('answers 401 to a large body without a token, before reading it', async () => {
    const junk = `{"deviceId":"${'x'.repeat(2 * MB)}`;
    const res = await post('/api/sync/push', junk);
    expect(res.statusCode).toBe(401);
    expect(
      (await post('/api/evaluation/abc', junk, { authorization: 'Bearer nope' })).statusCode,
    ).toBe(401);
  });

  it('refuses a sync push over 4 MB from a signed-in device', async () => {
    const res = await post('/api/sync/push', `{"deviceId":"${'x'.repeat(5 * MB)}"}`, pro.auth);
    expect(res.statusCode).toBe(413);
  });

  it('takes a 500-entry batch of full section saves under that limit', async () => {
    const deviceId = uuidv7();
    await h.app.inject({
      method: 'POST',
      url: '/api/sync/devices',
      headers: pro.auth,
      payload: { deviceId },
    });
    const section = fullMainEvaluation.objectiveObservation;
    const mutations = Array.from({ length: 500 }, (_, i) => ({
      type: 'saveSection',
      seq: i + 1,
      mutationId: uuidv7(),
      recordId: uuidv7(),
      section: 'objectiveObservation',
      data: section,
      base: section,
      baseVersion: 1,
    }));
    const body = JSON.stringify({ deviceId, mutations });
    expect(body.length).toBeGreaterThan(2 * MB);
    const res = await post('/api/sync/push', body, pro.auth);
    expect(res.statusCode).toBe(200);
  });

  it('keeps sign-in and sign-up bodies small', async () => {
    const big = JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(64 * 1024) });
    expect((await post('/api/login', big)).statusCode).toBe(413);
    expect((await post('/api/signup', big)).statusCode).toBe(413);
  });
});
