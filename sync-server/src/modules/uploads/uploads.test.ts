import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, type Account } from '../../../test/accounts';
import { execOnDatabase, startHarness, type Harness } from '../../../test/harness';
import { uploadsDir } from './service';

let h: Harness;
let owner: Account;
let other: Account;
beforeEach(async () => {
  h = await startHarness();
  owner = await makeAccount(h.app, 'professionalBasic');
  other = await makeAccount(h.app, 'professionalBasic');
});
afterEach(() => h.close());

const png = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.alloc(64, 1),
]);

async function upload(url: string): Promise<string> {
  const boundary = 'uploadboundary';
  const res = await h.app.inject({
    method: 'POST',
    url,
    headers: { ...owner.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="s.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ imageUrl: string }>().imageUrl;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url, headers });

describe('uploaded images', () => {
  it('sends a signature only to its owner, never cached; anyone else gets 404', async () => {
    const url = await upload('/api/signature');
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url, other.auth)).statusCode).toBe(404);
    expect((await get(url, { authorization: 'Bearer not-a-token' })).statusCode).toBe(404);
    const mine = await get(url, owner.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.rawPayload.equals(png)).toBe(true);
  });

  it('keeps avatars public and cached, and unknown names not found', async () => {
    const url = await upload('/api/user/image');
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/uploads/nothing-here.png')).statusCode).toBe(404);
  });
});

describe('images stored as files by an earlier version', () => {
  it('are brought into the database at the next start and served from there', async () => {
    const url = await upload('/api/user/image');
    const fileName = url.replace('/uploads/', '');
    // As an earlier version left it: the bytes in DATA_DIR/uploads, none in the row.
    mkdirSync(uploadsDir(h.dataDir), { recursive: true });
    writeFileSync(join(uploadsDir(h.dataDir), fileName), png);
    await execOnDatabase(h.app, {
      sqlite: `UPDATE uploads SET data = NULL WHERE file_name = '${fileName}'`,
      postgres: `UPDATE uploads SET data = NULL WHERE file_name = '${fileName}'`,
    });
    expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    await h.restart();
    const served = await h.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
  });
});
