import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL instead of the SQLite file in DATA_DIR (docs/deploy.md): any number of server
   * instances may share it. */
  DATABASE_URL: z
    .union([z.literal(''), z.string().regex(/^postgres(ql)?:\/\//, 'a postgres:// URL')])
    .default(''),
  /** Signing key for sessions; made once and kept in DATA_DIR when not given or empty (as in
   * .env.example). A key that is given must be long enough. */
  JWT_SECRET: z
    .string()
    .refine((key) => key === '' || key.length >= 32, 'at least 32 characters, or empty')
    .optional(),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  /** Where people reach the app (links in mail, reports); http://localhost:PORT when not set. */
  PUBLIC_URL: z.url().optional(),
  PWA_DIST: z.string().default(''),
  /** Origin of an external eye trainer (the PWA's VITE_TRAINER_URL), allowed in a frame. */
  TRAINER_ORIGIN: z.union([z.literal(''), z.url()]).default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Mail leaves the outbox through SMTP when set; otherwise it stays there (docs/deploy.md#mail). */
  SMTP_URL: z.string().default(''),
  MAIL_FROM: z.string().default('Optolight <no-reply@optolight.local>'),
  BRAINTREE_MERCHANT_ID: z.string().default(''),
  BRAINTREE_PUBLIC_KEY: z.string().default(''),
  BRAINTREE_PRIVATE_KEY: z.string().default(''),
  /** Keeps the free `test` card provider on for development; refused beside a real provider. */
  PAYMENTS_TEST_PROVIDER: z.stringbool().default(false),
  /** Login and reset attempts per account (any address) per 15 minutes. */
  LOGIN_RATE_MAX: z.coerce.number().int().positive().default(10),
  /** Login, signup and reset attempts per client address per 15 minutes, each. */
  ADDRESS_RATE_MAX: z.coerce.number().int().positive().default(30),
  /**
   * Whose X-Forwarded-For to believe: off by default, since a client could set it to dodge
   * the per-address limits. `true`, a hop count, or comma-separated proxy addresses/CIDRs.
   */
  TRUST_PROXY: z.string().default('').transform(trustProxy),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 * 1024),
  /** The largest practice export `POST /api/import` takes (a zip): 10,000 patients are ~25 MB. */
  IMPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(512 * 1024 * 1024),
  /** Slow-hash cost; tests lower it so suites stay fast, production keeps the default. */
  SCRYPT_COST: z.coerce
    .number()
    .int()
    .default(2 ** 15),
  /** Slow hashes running at once, and how many may wait; past that the caller gets a 503. */
  HASH_CONCURRENCY: z.coerce.number().int().positive().default(2),
  HASH_QUEUE_MAX: z.coerce.number().int().min(0).default(32),
});

type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/** Fastify's trustProxy forms; a hop count becomes the function Fastify would make of it. */
function trustProxy(value: string): TrustProxy {
  const v = value.trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return v.split(',').map((a) => a.trim());
}

export type Config = Omit<z.infer<typeof Env>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  jwtSecret: string;
  dataDir: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  if (parsed.data.PAYMENTS_TEST_PROVIDER && hasBraintree(parsed.data)) {
    throw new Error('Invalid environment:\nPAYMENTS_TEST_PROVIDER: not allowed with Braintree set');
  }
  // Instances behind a load balancer must all sign and check sessions with one key; a key each
  // made for itself would sign out everyone whose next request lands on another instance.
  if (parsed.data.DATABASE_URL && !parsed.data.JWT_SECRET) {
    throw new Error(
      'Invalid environment:\nJWT_SECRET: required with DATABASE_URL (the same key on every instance)',
    );
  }
  const dataDir = resolve(parsed.data.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...parsed.data,
    PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${String(parsed.data.PORT)}`,
    dataDir,
    // An empty key is no key: `||`, not `??`.
    jwtSecret: parsed.data.JWT_SECRET || persistentSecret(dataDir),
  };
}

export function hasBraintree(env: z.infer<typeof Env>): boolean {
  return Boolean(
    env.BRAINTREE_MERCHANT_ID && env.BRAINTREE_PUBLIC_KEY && env.BRAINTREE_PRIVATE_KEY,
  );
}

function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
