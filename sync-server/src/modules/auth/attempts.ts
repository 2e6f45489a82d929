import { RetryLater } from '../../http/errors';

/**
 * Fixed-window attempt counter keyed by account (the normalised email). Kept in the handler,
 * after the body is validated, so padding or casing the email cannot make a fresh key, and
 * independent of the caller's address, so rotating addresses does not reset it either.
 */
export function attemptLimiter(options: { max: number; windowMs: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(now: number) {
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  }

  return {
    /** Counts one attempt for `key`; throws a 429 once the window's allowance is spent. */
    hit(key: string): void {
      const now = Date.now();
      if (windows.size > 10_000) sweep(now);
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + options.windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      if (w.count > options.max)
        throw new RetryLater(
          429,
          'Too many attempts. Please wait a few minutes and try again.',
          Math.ceil((w.resetAt - now) / 1000),
        );
    },
  };
}
