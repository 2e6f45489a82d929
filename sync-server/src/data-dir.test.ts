import { fixturePatients } from '@optolight/fixtures';
import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAccount } from '../test/accounts';
import { caller, startHarness, type Harness } from '../test/harness';

let h: Harness;
afterEach(() => h.close());

const mode = (path: string) => statSync(path).mode & 0o777;

function everything(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? [path, ...everything(path)] : [path];
  });
}

describe('data folder', () => {
  it('keeps the database, WAL, outbox and signing key to the server user', async () => {
    h = await startHarness();
    const acct = await makeAccount(h.app, 'professionalBasic');
    const as = caller(() => h.app, acct.auth);
    await as.post('/api/patient', fixturePatients.maria);
    await as.post('/api/resetpassword', { email: acct.email });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const boundary = 'x-boundary';
    await h.app.inject({
      method: 'POST',
      url: '/api/user/image',
      headers: { ...acct.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });

    const paths = everything(h.dataDir);
    const names = paths.map((p) => p.slice(h.dataDir.length + 1));
    expect(names).toEqual(
      expect.arrayContaining(['optolight.sqlite', 'optolight.sqlite-wal', 'jwt-secret']),
    );
    // Uploaded images and mail live in the database now, not beside it.
    expect(names.some((n) => n.startsWith('uploads/') || n.startsWith('mail-outbox/'))).toBe(false);
    expect(mode(h.dataDir)).toBe(0o700);
    for (const path of paths) {
      expect(mode(path), path).toBe(statSync(path).isDirectory() ? 0o700 : 0o600);
    }
  });

  it('tightens what an older version left readable', async () => {
    h = await startHarness();
    mkdirSync(join(h.dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(h.dataDir, 'uploads', 'old.png'), 'x', { mode: 0o644 });
    chmodSync(join(h.dataDir, 'uploads'), 0o755);
    chmodSync(join(h.dataDir, 'optolight.sqlite'), 0o644);
    await h.restart();
    expect(mode(join(h.dataDir, 'uploads'))).toBe(0o700);
    expect(mode(join(h.dataDir, 'uploads', 'old.png'))).toBe(0o600);
    expect(mode(join(h.dataDir, 'optolight.sqlite'))).toBe(0o600);
  });
});
