import { describe, expect, it } from 'vitest';
import { hashSecret, ITERATIONS, SecretHash, verifySecret } from './secret-hash';

describe('secret hash', () => {
  it('keeps a salted PBKDF2 hash, never the secret, and verifies only the same secret', async () => {
    const stored = await hashSecret('correct horse 1');
    expect(SecretHash.parse(stored)).toEqual(stored);
    expect(stored.iterations).toBe(ITERATIONS);
    expect(JSON.stringify(stored)).not.toContain('correct horse');
    expect(await verifySecret('correct horse 1', stored)).toBe(true);
    expect(await verifySecret('correct horse 2', stored)).toBe(false);
    expect(await verifySecret('', stored)).toBe(false);
  });

  it('salts each hash, so the same PIN twice gives two different hashes', async () => {
    const [a, b] = await Promise.all([hashSecret('4821', 1000), hashSecret('4821', 1000)]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(await verifySecret('4821', a)).toBe(true);
    expect(await verifySecret('4821', b)).toBe(true);
  });

  it('verifies with the iterations it was made with', async () => {
    const stored = await hashSecret('246810', 2000);
    expect(await verifySecret('246810', stored)).toBe(true);
    expect(await verifySecret('246810', { ...stored, iterations: 2001 })).toBe(false);
  });
});
