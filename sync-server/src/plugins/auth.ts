import jwt from '@fastify/jwt';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';
import { createHasher, type Hasher } from '../modules/auth/hasher';

export type AuthUser = typeof users.$inferSelect;

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string };
    user: { sub: string; iat: number; exp: number };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    signToken(userId: string): { token: string; expiresAt: string };
    authenticate(request: FastifyRequest): Promise<AuthUser>;
    hasher: Hasher;
  }
}

const signInAgain = () => new HttpError(401, 'Your session has ended. Please sign in again.');

/** Bearer JWT sessions with an expiry; a password change ends every older session. */
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
  void app.register(jwt, { secret: app.config.jwtSecret, sign: { expiresIn: ttlSeconds } });

  app.decorate('signToken', (userId: string) => {
    const token = app.jwt.sign({ sub: userId });
    return { token, expiresAt: new Date(Date.now() + ttlSeconds * 1000).toISOString() };
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    let claims: { sub: string; iat: number };
    try {
      claims = await request.jwtVerify();
    } catch {
      throw signInAgain();
    }
    const user = app.db.select().from(users).where(eq(users.id, claims.sub)).get();
    if (!user || claims.iat < Math.floor(user.passwordChangedAt / 1000)) throw signInAgain();
    return user;
  });
});
