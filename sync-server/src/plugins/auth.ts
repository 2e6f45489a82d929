import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { users } from '../db/schema';
import { HttpError } from '../http/errors';
import { createHasher, type Hasher } from '../modules/auth/hasher';
import { sessionRepo } from '../modules/auth/sessions';
import { userRepo } from '../modules/users/repo';

export type AuthUser = typeof users.$inferSelect;

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; sid: string };
    user: { sub: string; sid?: string; iat: number; exp: number };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    signToken(userId: string): Promise<{ token: string; expiresAt: string }>;
    authenticate(request: FastifyRequest): Promise<AuthUser>;
    hasher: Hasher;
  }
}

const signInAgain = () => new HttpError(401, 'Your session has ended. Please sign in again.');

/**
 * Bearer JWT sessions with an expiry, each backed by a session row: logout ends one, a password
 * reset ends them all. A token without a live row (or from before rows existed) is refused.
 */
export default fp((app: FastifyInstance) => {
  const ttlSeconds = Math.round(app.config.TOKEN_TTL_HOURS * 3600);
  app.decorate(
    'hasher',
    createHasher({
      cost: app.config.SCRYPT_COST,
      concurrency: app.config.HASH_CONCURRENCY,
      queueMax: app.config.HASH_QUEUE_MAX,
    }),
  );
  // Made before the first login, so an unknown email's first answer is not slower than the rest.
  app.addHook('onReady', async () => {
    await app.hasher.dummyHash();
  });
  void app.register(jwt, { secret: app.config.jwtSecret, sign: { expiresIn: ttlSeconds } });

  app.decorate('signToken', async (userId: string) => {
    const expiresAt = Date.now() + ttlSeconds * 1000;
    const sid = await app.storage.write((tx) => sessionRepo.open(tx, userId, expiresAt));
    const token = app.jwt.sign({ sub: userId, sid });
    return { token, expiresAt: new Date(expiresAt).toISOString() };
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    let claims: { sub: string; sid?: string };
    try {
      claims = await request.jwtVerify();
    } catch {
      throw signInAgain();
    }
    if (!claims.sid || !(await sessionRepo.isLive(app.storage.read, claims.sid, claims.sub)))
      throw signInAgain();
    const user = await userRepo.byId(app.storage.read, claims.sub);
    if (!user) throw signInAgain();
    return user;
  });
});
