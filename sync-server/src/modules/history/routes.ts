import { api } from '@optolight/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { recordHistory } from './service';

/** A record's history (docs/product.md#record-history). */
export default function historyRoutes(app: FastifyInstance) {
  route(app, api.recordHistory, ({ user, params }) => recordHistory(app.storage, user, params.id));
}
