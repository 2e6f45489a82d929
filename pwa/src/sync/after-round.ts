import type { OptolightDb } from '../db/schema';

/** Work the app runs once a sync round has reached the server (the access log's queue). */
export type AfterRound = (db: OptolightDb) => Promise<void>;

const hooks: AfterRound[] = [];

/** Registered by the app, so the sync core knows no feature by name. */
export function registerAfterRound(hook: AfterRound): void {
  hooks.push(hook);
}

/**
 * Starts each hook without waiting for it: the next round, and with it the clinical outbox,
 * never waits on them. A hook's failure is its own to retry at a later round.
 */
export function runAfterRound(db: OptolightDb): void {
  for (const hook of hooks) void hook(db).catch(() => undefined);
}
