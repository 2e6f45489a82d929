import { api } from '@optolight/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import * as auth from './service';

export default function authRoutes(app: FastifyInstance) {
  const limited = {
    config: {
      rateLimit: {
        max: app.config.LOGIN_RATE_MAX,
        timeWindow: '15 minutes',
        hook: 'preHandler',
        // Per address and per account, so one clinic's shared IP does not lock out everyone.
        keyGenerator: (request: { ip: string; body?: unknown }) => {
          const body = request.body as { email?: unknown } | undefined;
          return `${request.ip}|${typeof body?.email === 'string' ? body.email.toLowerCase() : ''}`;
        },
      },
    },
  };

  route(
    app,
    api.login,
    async ({ body }) => {
      const user = await auth.login(app.db, app.hasher, body.email, body.password);
      return app.signToken(user.id);
    },
    limited,
  );

  route(
    app,
    api.signup,
    async ({ body }) => {
      const user = await auth.signup(app.db, app.hasher, body);
      return app.signToken(user.id);
    },
    limited,
  );

  route(
    app,
    api.resetPassword,
    async ({ body, request }) => {
      await auth.requestReset(app.db, app.mailer, app.config.PUBLIC_URL, body.email, (link) => {
        if (!app.config.SMTP_URL) request.log.info(`password reset link (mail outbox): ${link}`);
      });
      return {
        message: 'If an account exists for that email, a link to reset the password is on its way.',
      };
    },
    limited,
  );

  route(app, api.checkResetToken, ({ params }) => {
    auth.checkReset(app.db, params.token);
    return { message: 'Choose a new password' };
  });

  route(app, api.setNewPassword, async ({ params, body }) => {
    await auth.setNewPassword(app.db, app.hasher, params.token, body.password);
    return { message: 'Your password has been changed. Sign in with the new one.' };
  });
}
