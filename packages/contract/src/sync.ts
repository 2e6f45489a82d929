import { z } from 'zod';
import { Id } from '@optolight/domain';
import { endpoint } from './endpoint';
import { PullQuery, PullResponse, PushRequest, PushResponse, SyncConflict } from './sync-schemas';

/** The PWA's own sync (docs/sync-protocol.md); same owners and roles as the /api routes. */
export const registerDevice = endpoint({
  method: 'POST',
  path: '/api/sync/devices',
  access: 'professionalRead',
  /** `name`: how the device describes itself to people ('Chrome on iPad'). */
  body: z.strictObject({ deviceId: Id, name: z.string().trim().max(80).optional() }),
  response: z.object({ deviceId: z.string(), ackedSeq: z.number() }),
});
export const push = endpoint({
  method: 'POST',
  path: '/api/sync/push',
  access: 'professionalWrite',
  body: PushRequest,
  response: PushResponse,
});
export const pull = endpoint({
  method: 'GET',
  path: '/api/sync/pull',
  access: 'professionalRead',
  query: PullQuery,
  response: PullResponse,
});
export const resolveConflict = endpoint({
  method: 'POST',
  path: '/api/sync/conflicts/:conflictId/resolve',
  access: 'professionalWrite',
  params: z.strictObject({ conflictId: Id }),
  body: z.strictObject({ data: z.unknown(), base: z.unknown() }),
  response: z.object({ version: z.number(), conflict: SyncConflict }),
});
