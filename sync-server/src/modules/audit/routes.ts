import { api } from '@optolight/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { accessLogOf, recordDeviceEvents } from './service';

/** GET /api/audit and POST /api/audit/events (docs/security.md#access-log). */
export default function auditRoutes(app: FastifyInstance) {
  const storage = app.storage;
  route(app, api.getAccessLog, ({ user, query }) => accessLogOf(storage.read, user.ownerId, query));
  route(app, api.postAccessEvents, ({ user, body }) => recordDeviceEvents(storage, user, body));
}
