import { api } from '@optolight/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { checkTrainerAccess } from './entitlement';
import { listRounds, pushRounds } from './service';

/** 200 rounds of up to 300 trials each are a few MB: more than the app-wide 1 MB body limit. */
const PUSH_BODY_LIMIT = 16 * 1024 * 1024;

export default function trainerRoutes(app: FastifyInstance) {
  const storage = app.storage;
  route(
    app,
    api.pushTrainerRounds,
    ({ user, body }) => {
      const now = new Date();
      checkTrainerAccess(user, now, 'write');
      return pushRounds(storage, user.id, body.rounds, now);
    },
    { bodyLimit: PUSH_BODY_LIMIT },
  );
  route(app, api.listTrainerRounds, ({ user, query }) => {
    checkTrainerAccess(user, new Date(), 'read');
    return listRounds(storage.read, user.id, query.since, query.limit);
  });
}
