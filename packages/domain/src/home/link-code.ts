/**
 * Invitation codes: 12 characters of Crockford's base32 (60 random bits), shown in groups of
 * four. People type them from a screen, so case, spaces and dashes do not matter and the letters
 * that look like digits (O, I, L) are read as those digits.
 */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const LINK_CODE_LENGTH = 12;

/** A code from random bytes (one byte per character; the alphabet has 32 symbols). */
export function linkCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < LINK_CODE_LENGTH) throw new Error('not enough random bytes');
  const chars = Array.from(bytes.slice(0, LINK_CODE_LENGTH), (b) => alphabet[b % 32] ?? '0');
  return [0, 4, 8].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/** The code as stored (hashed): upper case, without separators, look-alikes read as digits. */
export function normalizeLinkCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}
