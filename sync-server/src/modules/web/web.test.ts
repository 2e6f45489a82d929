import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../test/harness';

let h: Harness;
let dist: string;
const script = 'console.log("optolight");\n'.repeat(200);

/** A built PWA as `pnpm build` leaves it: hashed assets with their compressed copies. */
function writeDist(dist: string) {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Optolight</title>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Optolight"}');
  const asset = join(dist, 'assets', 'index-CinFVh_Y.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
}

beforeEach(async () => {
  dist = mkdtempSync(join(tmpdir(), 'optolight-dist-'));
  writeDist(dist);
  h = await startHarness({ PWA_DIST: dist });
});
afterEach(async () => {
  await h.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding = 'br, gzip') =>
  h.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

describe('the built app', () => {
  it('sends hashed assets compressed and cached for a year', async () => {
    const br = await get('/assets/index-CinFVh_Y.js');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect((await get('/assets/index-CinFVh_Y.js', 'gzip')).headers['content-encoding']).toBe(
      'gzip',
    );
    const plain = await get('/assets/index-CinFVh_Y.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('has the page, the service worker and the manifest revalidated on every load', async () => {
    for (const url of ['/', '/index.html', '/login', '/sw.js', '/manifest.webmanifest']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
