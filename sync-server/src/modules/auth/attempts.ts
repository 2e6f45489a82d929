import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import { rateLimits } from '../../db/schema';
import type { Storage } from '../../db/storage';
import { RetryLater } from '../../http/errors';

/** Expired windows are deleted at most this often by each instance. */
const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap<Storage, number>();

/**
 * Counts one attempt for `key` in its fixed window and answers the count so far. The count lives
 * in the database, in one statement, so every server instance counts the same attempts, two at
 * once cannot both read the same count, and neither a restart nor the client can reset it.
 */
export async function countAttempt(
  storage: Storage,
  key: string,
  windowMs: number,
): Promise<{ count: number; resetAt: number }> {
  const now = Date.now();
  const expired = sql`${rateLimits.resetAt} <= ${now}`;
  const sweep = now - (lastSweep.get(storage) ?? 0) >= SWEEP_EVERY_MS;
  if (sweep) lastSweep.set(storage, now);
  const [row] = await storage.write(async (tx) => {
    if (sweep) await tx.delete(rateLimits).where(lte(rateLimits.resetAt, now));
    return tx
      .insert(rateLimits)
      .values({ key, count: 1, resetAt: now + windowMs })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
          resetAt: sql`CASE WHEN ${expired} THEN ${now + windowMs} ELSE ${rateLimits.resetAt} END`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  });
  if (!row) throw new Error('the attempt counter did not answer');
  return row;
}

/**
 * Attempts per account (the normalised email), counted in the handler after the body is
 * validated, so padding or casing the email cannot make a fresh key, and independent of the
 * caller's address, so rotating addresses does not reset it either.
 */
export function attemptLimiter(
  storage: Storage,
  options: { name: string; max: number; windowMs: number },
) {
  return {
    /** Counts one attempt for `key`; throws a 429 once the window's allowance is spent. */
    async hit(key: string): Promise<void> {
      const { count, resetAt } = await countAttempt(
        storage,
        `${options.name}:${key}`,
        options.windowMs,
      );
      if (count > options.max)
        throw new RetryLater(
          429,
          'Too many attempts. Please wait a few minutes and try again.',
          Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
        );
    },
  };
}

/**
 * @fastify/rate-limit's store on the same counters, so the per-address limits hold across
 * instances too. The key names the route as well as the address (routes.ts).
 */
export function attemptStore(storage: Storage) {
  class AttemptStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countAttempt(storage, `address:${key}`, timeWindow).then(
        ({ count, resetAt }) => {
          callback(null, { current: count, ttl: Math.max(0, resetAt - Date.now()) });
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return AttemptStore;
}
