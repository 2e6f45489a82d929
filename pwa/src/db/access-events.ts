import {
  MAX_ACCESS_EVENTS_PER_POST,
  type AccessAction,
  type AccessEventResult,
} from '@optolight/contract';
import { v7 as uuidv7 } from 'uuid';
import { getMeta } from './meta';
import type { OptolightDb, QueuedAccess } from './schema';

/**
 * Keeps a view, print or export of a record for the access log (docs/security.md#access-log).
 * Never throws: a log entry that cannot be kept (a full device) must not stop the person's work.
 */
export async function queueAccess(
  db: OptolightDb,
  recordId: string,
  action: AccessAction,
  now = new Date(),
): Promise<void> {
  const event: QueuedAccess = { id: uuidv7(), recordId, action, at: now.toISOString() };
  await db.accessEvents.add(event).catch(() => undefined);
}

export const countQueuedAccess = (db: OptolightDb) => db.accessEvents.count();

/** Sends one batch; throws when it did not reach the server (offline, signed out). */
export type SendAccess = (batch: {
  deviceId?: string;
  events: QueuedAccess[];
}) => Promise<{ results: AccessEventResult[] }>;

const flushing = new WeakMap<OptolightDb, Promise<void>>();

/**
 * Sends the queue oldest first, in batches, apart from the clinical outbox: it never holds a
 * save back. Every answered event leaves the queue (stored, a resend, or one the server will
 * never take); an unanswered batch stays for the next try. One flush at a time per database.
 */
export function flushAccessEvents(db: OptolightDb, send: SendAccess): Promise<void> {
  const inFlight = flushing.get(db);
  if (inFlight) return inFlight;
  const run = (async () => {
    try {
      const deviceId = (await getMeta<string>(db, 'deviceId', '')) || undefined;
      for (;;) {
        const events = await db.accessEvents
          .orderBy('at')
          .limit(MAX_ACCESS_EVENTS_PER_POST)
          .toArray();
        if (!events.length) return;
        const { results } = await send({ ...(deviceId ? { deviceId } : {}), events });
        const answered = new Set(results.map((r) => r.id));
        await db.accessEvents.bulkDelete(events.filter((e) => answered.has(e.id)).map((e) => e.id));
        if (answered.size < events.length) return;
      }
    } finally {
      flushing.delete(db);
    }
  })();
  flushing.set(db, run);
  return run;
}
