import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, type Account } from '../../test/accounts';
import { caller, startHarness, type Harness } from '../../test/harness';
import { syncDevice } from '../../test/sync-device';

let h: Harness;
let pro: Account;
beforeEach(async () => {
  h = await startHarness({ ADDRESS_RATE_MAX: '1000' });
  pro = await makeAccount(h.app, 'professionalBasic');
});
afterEach(() => h.close());

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('malformed bodies answer 4xx, never 500', () => {
  it('refuses multipart without a boundary or cut short', async () => {
    const truncated =
      '--XyZ\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n' +
      'Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n0000';
    for (const url of ['/api/user/image', '/api/signature']) {
      for (const [type, payload] of [
        ['multipart/form-data', 'abc'],
        ['multipart/form-data; boundary=XyZ', truncated],
      ] as const) {
        const res = await h.app.inject({
          method: 'POST',
          url,
          headers: { ...pro.auth, 'content-type': type },
          payload,
        });
        expect(res.statusCode, `${url} ${type}`).toBe(400);
        expect(res.json<{ message: string }>().message).toMatch(/\w/);
      }
    }
  });

  it('refuses JSON nested deeper than any form, in a sync push and a conflict resolve', async () => {
    const device = syncDevice(caller(() => h.app, pro.auth));
    expect((await device.register()).statusCode).toBe(200);
    const patientId = uuidv7();
    await device.push([device.create(patientId)]);
    const push = JSON.stringify({
      deviceId: device.deviceId,
      mutations: [device.save(patientId, 'info', {}, { firstName: 'DEEP' })],
    });
    const deep = nested(20_000);
    for (const [url, payload] of [
      ['/api/sync/push', push.replace('"DEEP"', deep)],
      [`/api/sync/conflicts/${uuidv7()}/resolve`, `{"data":${deep},"base":{}}`],
    ] as const) {
      const res = await h.app.inject({
        method: 'POST',
        url,
        headers: { ...pro.auth, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message: 'The request body is nested too deeply' });
    }
    // Ordinary nesting still goes through (with the refused push's seq).
    device.setSeq(1);
    const ok = await device.push([device.save(patientId, 'info', {}, { a: { b: { c: [[1]] } } })]);
    expect(ok.results[0]).toMatchObject({ seq: 2 });
  });

  it('answers concurrent signups with one email or handle with field messages', async () => {
    const signup = (email: string, handle: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: {
          firstName: 'Twin',
          lastName: 'Signup',
          email,
          password: 'Amber-orchid-falcon-31',
          confirmPassword: 'Amber-orchid-falcon-31',
          userHandle: handle,
        },
      });
    const sameEmail = await Promise.all(
      [1, 2, 3].map((i) => signup('twin@example.test', `twin${i}`)),
    );
    expect(sameEmail.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const refused = sameEmail.find((r) => r.statusCode === 400);
    expect(refused?.json()).toMatchObject({ errors: { email: 'Email is already in use' } });
    const sameHandle = await Promise.all(
      [1, 2, 3].map((i) => signup(`twin${i}@example.test`, 'twinny')),
    );
    expect(sameHandle.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    expect(sameHandle.find((r) => r.statusCode === 400)?.json()).toMatchObject({
      errors: { userHandle: 'This user name is already taken' },
    });
  });
});
