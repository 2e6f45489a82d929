import { z } from 'zod';
import { local, readJson } from '../storage';
import { hashSecret, SecretHash, verifySecret } from './secret-hash';

/**
 * What unlocks the screen on this device, per person (by sign-in email): a hash of the password
 * from their last sign-in, for unlocking offline, and a hash of the PIN they set on this tablet.
 * Never the password or the PIN themselves (docs/security.md#the-screen-lock).
 */
const KEY = 'optolight.lock.secrets';

const Secrets = z.object({ password: SecretHash.optional(), pin: SecretHash.optional() });
type Secrets = z.infer<typeof Secrets>;
const AllSecrets = z.record(z.string(), Secrets);

const who = (email: string) => email.trim().toLowerCase();

function readAll(): Record<string, Secrets> {
  const parsed = AllSecrets.safeParse(readJson(KEY));
  return parsed.success ? parsed.data : {};
}

function update(email: string, change: (s: Secrets) => Secrets): void {
  const all = readAll();
  const next = change(all[who(email)] ?? {});
  if (next.password || next.pin) all[who(email)] = next;
  else Reflect.deleteProperty(all, who(email));
  local.set(KEY, JSON.stringify(all));
}

const secretsOf = (email: string): Secrets => readAll()[who(email)] ?? {};

/** A PIN is 4 to 8 digits. */
export const PinText = z.string().regex(/^\d{4,8}$/, 'Use 4 to 8 digits');

export async function rememberPassword(email: string, password: string): Promise<void> {
  const hashed = await hashSecret(password);
  update(email, (s) => ({ ...s, password: hashed }));
}

export async function setPin(email: string, pin: string): Promise<void> {
  const hashed = await hashSecret(PinText.parse(pin));
  update(email, (s) => ({ ...s, pin: hashed }));
}

export function removePin(email: string): void {
  update(email, ({ password }) => (password ? { password } : {}));
}

export const hasPin = (email: string) => secretsOf(email).pin !== undefined;

/** Null when this device has no hash of that person's password to check against. */
export async function checkPasswordOffline(
  email: string,
  password: string,
): Promise<boolean | null> {
  const stored = secretsOf(email).password;
  return stored ? verifySecret(password, stored) : null;
}

export async function checkPin(email: string, pin: string): Promise<boolean> {
  const stored = secretsOf(email).pin;
  return stored ? verifySecret(pin, stored) : false;
}

/** Logout removes the person's data from the device, their lock secrets with it. */
export function forgetSecrets(email: string): void {
  update(email, () => ({}));
}
