import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { MemberRole } from '@optolight/contract';
import { HttpError } from '../http/errors';
import { createHasher, type Hasher } from '../modules/auth/hasher';
import { sessionRepo } from '../modules/auth/sessions';
import type { UserRow } from '../modules/users/repo';

/**
 * The signed-in account, and the practice it works in (docs/practices.md): every record it reads
 * or writes is its practice's, found by `ownerId`; `id` names the member who acts.
 */
export type AuthUser = UserRow & {
  /** The practice's key, its owner account's id, which its records carry as `ownerId`; the
   * account's own id when it is no practice's member (a patient account). */
  ownerId: string;
  role: MemberRole | null;
  canCertify: boolean;
  /** The practice's plan (its owner's); the account's own when it is no member. */
  practicePlanExpiresAt: string | null;
};

/** Who acts and in which practice: what a service needs to scope a read or write by the
 * practice and to name the member in the access log and the history. */
export type Actor = Pick<AuthUser, 'id' | 'ownerId'>;

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
    if (!claims.sid) throw signInAgain();
    const found = await sessionRepo.liveAccount(app.storage.read, claims.sid, claims.sub);
    if (!found) throw signInAgain();
    const { user, practiceId, role, canCertify, practicePlan } = found;
    return {
      ...user,
      ownerId: practiceId ?? user.id,
      // A professional account that is nobody's member leads its own practice (docs/practices.md).
      role: role ?? (user.userType === 'professional' ? 'owner' : null),
      canCertify: canCertify ?? false,
      practicePlanExpiresAt: practiceId ? practicePlan : user.planExpiresAt,
    };
  });
});
