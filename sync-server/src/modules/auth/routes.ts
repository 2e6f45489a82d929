import { api } from '@optolight/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route';
import { attemptLimiter } from './attempts';
import * as auth from './service';
import { sessionRepo } from './sessions';

const WINDOW_MS = 15 * 60 * 1000;

export default function authRoutes(app: FastifyInstance) {
  // Per address, before the body is read. The address is the socket's unless TRUST_PROXY
  // names the proxy, so a client cannot pick a fresh one per attempt.
  const perAddress = {
    config: {
      rateLimit: {
        max: app.config.ADDRESS_RATE_MAX,
        timeWindow: WINDOW_MS,
        // Each route counts apart: signups do not use up an address's logins.
        keyGenerator: (request: FastifyRequest) =>
          `${request.routeOptions.url ?? ''}:${request.ip}`,
      },
    },
  };
  // Per account across addresses, on the validated (trimmed, lowercased) email.
  const perAccount = (name: string) =>
    attemptLimiter(app.storage, { name, max: app.config.LOGIN_RATE_MAX, windowMs: WINDOW_MS });
  const loginsPerAccount = perAccount('login');
  const resetsPerAccount = perAccount('reset');

  route(
    app,
    api.login,
    async ({ body }) => {
      await loginsPerAccount.hit(body.email);
      const user = await auth.login(app.storage.read, app.hasher, body.email, body.password);
      return app.signToken(user.id);
    },
    perAddress,
  );

  route(app, api.logout, async ({ request }) => {
    const { sid } = request.user;
    if (sid) await app.storage.write((tx) => sessionRepo.revoke(tx, sid));
    return { message: 'You are signed out.' };
  });

  route(
    app,
    api.signup,
    async ({ body }) => {
      const user = await auth.signup(app.storage, app.hasher, body);
      return app.signToken(user.id);
    },
    perAddress,
  );

  route(
    app,
    api.resetPassword,
    async ({ body, request }) => {
      await resetsPerAccount.hit(body.email);
      await auth.requestReset(
        app.storage,
        app.mailer,
        app.config.PUBLIC_URL,
        body.email,
        (link) => {
          if (!app.config.SMTP_URL) request.log.info(`password reset link (mail outbox): ${link}`);
        },
      );
      return {
        message: 'If an account exists for that email, a link to reset the password is on its way.',
      };
    },
    perAddress,
  );

  route(app, api.checkResetToken, async ({ params }) => {
    await auth.checkReset(app.storage.read, params.token);
    return { message: 'Choose a new password' };
  });

  route(app, api.setNewPassword, async ({ params, body }) => {
    await auth.setNewPassword(app.storage, app.hasher, params.token, body.password);
    return { message: 'Your password has been changed. Sign in with the new one.' };
  });
}
