import { z } from 'zod';

/** The test provider's sandbox cards and the nonces they stand for (like a card sandbox). */
const testCardNonces: Readonly<Record<string, string>> = {
  '4111111111111111': 'fake-valid-visa-nonce',
  '5555555555554444': 'fake-valid-mastercard-nonce',
  '4000111111111115': 'fake-processor-declined-visa-nonce',
};

const digitsOf = (v: string) => v.replace(/[\s-]/g, '');

/** MM/YY not before this month. */
export function isCurrentExpiry(value: string, now = new Date()): boolean {
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value.trim());
  if (!m) return false;
  const year = 2000 + Number(m[2]);
  const month = Number(m[1]);
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

/** The test provider's card form; it never leaves the device: only its nonce is sent. */
export const TestCard = z.object({
  number: z
    .string()
    .trim()
    .min(1, 'Required')
    .refine((v) => digitsOf(v) in testCardNonces, 'This card number is not valid'),
  expiry: z
    .string()
    .trim()
    .min(1, 'Required')
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Use MM/YY')
    .refine((v) => isCurrentExpiry(v), 'This card has expired'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits on the back of the card'),
  name: z.string().trim().min(1, 'Required').max(100),
});
export type TestCard = z.infer<typeof TestCard>;

export function nonceFor(number: string): string {
  const nonce = testCardNonces[digitsOf(number)];
  if (!nonce) throw new Error('Not a test card');
  return nonce;
}
