import { randomBytes } from 'node:crypto';
import { RetryLater } from '../../http/errors';
import { hashPassword, verifyPassword } from './password';

export interface Hasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** A stored hash of a random secret at the live cost, for answering unknown accounts alike. */
  dummyHash(): Promise<string>;
}

const busy = () => new RetryLater(503, 'The server is busy. Please try again in a few seconds.', 5);

/**
 * Slow hashes run at most `concurrency` at a time with at most `queueMax` waiting. Each scrypt
 * takes a core for ~100 ms: an unbounded queue let a burst of signups stall every login for
 * seconds, so past the queue the caller is told to retry instead of waiting.
 */
export function createHasher(options: {
  cost: number;
  concurrency: number;
  queueMax: number;
}): Hasher {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function slot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= options.concurrency) {
      if (waiting.length >= options.queueMax) throw busy();
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next waiter, so `running` never over-counts.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => slot(() => hashPassword(password, options.cost)),
    verify: (password, stored) => slot(() => verifyPassword(password, stored)),
    dummyHash: () => (dummy ??= hashPassword(randomBytes(16).toString('hex'), options.cost)),
  };
}
