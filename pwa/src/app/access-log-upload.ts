import { api } from '@optolight/contract';
import { flushAccessEvents } from '../db/access-events';
import type { OptolightDb } from '../db/schema';
import { call } from '../lib/api';

/** Sends the device's queued access events (docs/security.md#access-log). Its own chunk: the
 * events' schema names the clinical record kinds, which the sign-in pages never load. */
export function uploadAccessEvents(db: OptolightDb): Promise<void> {
  return flushAccessEvents(db, (body) => call(api.postAccessEvents, { body }));
}
