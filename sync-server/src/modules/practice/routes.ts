import { api } from '@optolight/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { practiceOf } from './service';

/** GET /api/practice (docs/practices.md). */
export default function practiceRoutes(app: FastifyInstance) {
  route(app, api.getPractice, ({ user }) => practiceOf(app.storage, user));
}
