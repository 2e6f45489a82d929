import { api } from '@optolight/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route';
import { attemptLimiter } from '../auth/attempts';
import { changeMember, invite, join, removeMember } from './members';
import { practiceOf } from './service';

const WINDOW_MS = 15 * 60 * 1000;

/** The practice and its members (docs/practices.md). */
export default function practiceRoutes(app: FastifyInstance) {
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
  const joinsPerAccount = attemptLimiter(storage, {
    name: 'join',
    max: app.config.LOGIN_RATE_MAX,
    windowMs: WINDOW_MS,
  });

  route(app, api.getPractice, ({ user }) => practiceOf(storage, user));
  route(app, api.createPracticeInvitation, async ({ user, body, reply }) => {
    const invitation = await invite(
      storage,
      app.mailer,
      app.config.PUBLIC_URL,
      user,
      body,
      new Date(),
    );
    reply.code(201);
    return invitation;
  });
  route(
    app,
    api.joinPractice,
    async ({ user, body }) => {
      await joinsPerAccount.hit(user.id);
      return join(storage, user, body.code, new Date());
    },
    perAddress,
  );
  route(app, api.changePracticeMember, ({ user, params, body }) =>
    changeMember(storage, user, params.memberId, body),
  );
  route(app, api.removePracticeMember, ({ user, params }) =>
    removeMember(storage, user, params.memberId),
  );
}
