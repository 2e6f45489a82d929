import { api } from '@optolight/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { restSource } from '../../http/rest-source';
import { route } from '../../http/route';
import { attemptLimiter } from '../auth/attempts';
import { acceptInvite, createInvite, unlinkPatient, unlinkTherapist } from './link';
import { myProgram, patientProgram, patientRounds, prescribe } from './program';

const WINDOW_MS = 15 * 60 * 1000;

export default function homeRoutes(app: FastifyInstance) {
  const storage = app.storage;
  // Codes are guessed like passwords, so tries are limited like logins: per address before the
  // body is read, and per account across addresses (docs/security.md#rate-limits).
  const perAddress = {
    config: {
      rateLimit: {
        max: app.config.ADDRESS_RATE_MAX,
        timeWindow: WINDOW_MS,
        keyGenerator: (request: FastifyRequest) =>
          `${request.routeOptions.url ?? ''}:${request.ip}`,
      },
    },
  };
  const linksPerAccount = attemptLimiter(storage, {
    name: 'link',
    max: app.config.LOGIN_RATE_MAX,
    windowMs: WINDOW_MS,
  });

  route(app, api.createInvite, ({ user, params }) =>
    createInvite(storage, user.ownerId, params.patientAutoGenId, new Date()),
  );
  route(
    app,
    api.acceptInvite,
    async ({ user, body }) => {
      await linksPerAccount.hit(user.id);
      return acceptInvite(storage, user, body.code, new Date());
    },
    perAddress,
  );
  route(app, api.unlinkPatient, ({ user, params }) =>
    unlinkPatient(storage, user.ownerId, params.patientAutoGenId, new Date()),
  );
  route(app, api.unlinkTherapist, ({ user }) => unlinkTherapist(storage, user, new Date()));
  route(app, api.prescribe, ({ user, params, body }) =>
    prescribe(
      storage,
      user.ownerId,
      params.patientAutoGenId,
      body,
      new Date(),
      restSource(user.id),
    ),
  );
  route(app, api.patientProgram, ({ user, params }) =>
    patientProgram(storage, user, params.patientAutoGenId, new Date()),
  );
  route(app, api.myProgram, ({ user }) => myProgram(storage.read, user));
  route(app, api.patientRounds, ({ user, params }) =>
    patientRounds(storage, user, params.patientAutoGenId),
  );
}
