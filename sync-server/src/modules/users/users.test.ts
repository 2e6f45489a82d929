import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, type Account } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';

let h: Harness;
let acct: Account;
let as: ReturnType<typeof caller>;
beforeEach(async () => {
  h = await startHarness({ UPLOAD_MAX_BYTES: '4096' });
  acct = await makeAccount(h.app, 'professionalBasic');
  as = caller(() => h.app, acct.auth);
});
afterEach(() => h.close());

const png = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.alloc(64, 1),
]);

function upload(url: string, bytes: Buffer, filename = 'a.png', field = 'image') {
  const boundary = 'testboundary42';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return h.app.inject({
    method: 'POST',
    url,
    headers: { ...acct.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const business = {
  businessName: 'Bright Eyes Therapy',
  address: '200 Biscayne Blvd',
  city: 'Miami',
  state: 'FL',
  zipCode: '33131',
  phone: '+1 (305) 555-0100',
  fax: '305-555-0101',
  credentials: 'OTR/L, COVD',
  npi: '1234567893',
};

describe('profile', () => {
  it('updates the business profile and keeps it after a restart', async () => {
    const res = await as.post('/api/user', business);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(business);
    await h.restart();
    expect((await as.get('/api/user')).json()).toMatchObject(business);
  });

  it('refuses a bad phone, letters in the zip code and unknown fields', async () => {
    for (const [payload, field] of [
      [{ ...business, phone: '12-34' }, 'phone'],
      [{ ...business, zipCode: '33a31' }, 'zipCode'],
      [{ ...business, npi: '1234567890' }, 'npi'],
      [{ ...business, npi: '123' }, 'npi'],
      [{ ...business, credentials: 'x'.repeat(101) }, 'credentials'],
      [{ ...business, userType: 'professional' }, 'general'],
      [{ ...business, email: 'new@example.test' }, 'general'],
    ] as const) {
      const res = await as.post('/api/user', payload);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toContain(field);
    }
    expect((await as.get('/api/user')).json()).toMatchObject({ businessName: '' });
  });

  it('answers an empty update with the profile as it is', async () => {
    await as.post('/api/user', business);
    const res = await as.post('/api/user', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(business);
  });

  it('keeps credentials and NPI when another form saves other fields', async () => {
    await as.post('/api/user', business);
    const personal = { firstName: 'Ada', lastName: 'Lovelace', phone: '+1 305 555 0199' };
    expect((await as.post('/api/user', personal)).statusCode).toBe(200);
    expect((await as.get('/api/user')).json()).toMatchObject({
      credentials: business.credentials,
      npi: business.npi,
      ...personal,
    });
  });
});

describe('uploads', () => {
  it('stores an avatar by content type, serves it back and survives a restart', async () => {
    const res = await upload('/api/user/image', png, 'me.gif');
    expect(res.statusCode).toBe(200);
    const { imageUrl } = res.json<{ imageUrl: string }>();
    expect(imageUrl).toMatch(/^\/uploads\/[0-9a-f-]+\.png$/);
    expect((await as.get('/api/user')).json()).toMatchObject({ imageUrl });
    await h.restart();
    const served = await h.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('stores a therapist signature', async () => {
    const res = await upload('/api/signature', png);
    expect(res.statusCode).toBe(200);
    expect((await as.get('/api/user')).json()).toMatchObject({
      signatureUrl: res.json<{ imageUrl: string }>().imageUrl,
    });
  });

  it('refuses non-images, oversized files and empty requests', async () => {
    const script = await upload(
      '/api/user/image',
      Buffer.from('<script>alert(1)</script>'.repeat(4)),
      'evil.png',
    );
    expect(script.statusCode).toBe(400);
    const big = await upload('/api/user/image', Buffer.concat([png, Buffer.alloc(8000)]));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'The upload is too large' });
    const none = await h.app.inject({ method: 'POST', url: '/api/user/image', headers: acct.auth });
    expect(none.statusCode).toBe(400);
    expect((await as.get('/api/user')).json()).toMatchObject({ imageUrl: '' });
  });
});
