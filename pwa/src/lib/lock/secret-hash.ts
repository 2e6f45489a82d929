import { z } from 'zod';

/** A slow, salted hash of a password or PIN, the only form either is kept in on the device
 * (docs/security.md#the-screen-lock). */
export const SecretHash = z.object({
  algorithm: z.literal('PBKDF2-SHA-256'),
  iterations: z.number().int().positive(),
  salt: z.string().min(1),
  hash: z.string().min(1),
});
export type SecretHash = z.infer<typeof SecretHash>;

/** OWASP's figure for PBKDF2-HMAC-SHA-256: about half a second on a clinic tablet, so a copied
 * store costs a guesser as much per try. */
export const ITERATIONS = 600_000;
const HASH_BITS = 256;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(secret: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

export async function hashSecret(secret: string, iterations = ITERATIONS): Promise<SecretHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(secret, salt, iterations);
  return {
    algorithm: 'PBKDF2-SHA-256',
    iterations,
    salt: toBase64(salt),
    hash: toBase64(hash),
  };
}

/** Compares every byte, so the time taken says nothing about how much of a guess was right. */
export async function verifySecret(secret: string, stored: SecretHash): Promise<boolean> {
  const expected = fromBase64(stored.hash);
  const actual = await derive(secret, fromBase64(stored.salt), stored.iterations);
  let difference = expected.length ^ actual.length;
  for (let i = 0; i < expected.length; i += 1) difference |= (expected[i] ?? 0) ^ (actual[i] ?? 0);
  return difference === 0;
}
