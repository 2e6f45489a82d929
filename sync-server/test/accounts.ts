import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { userRepo } from '../src/modules/users/repo';

export interface Account {
  token: string;
  userId: string;
  email: string;
  auth: { authorization: string };
}

/** The password every test account is registered with. */
const testPassword = 'correct horse 1';

/** One slow hash of the test password per server: each account stores it (salted once). */
const hashes = new WeakMap<FastifyInstance, Promise<string>>();
const passwordHash = (app: FastifyInstance) => {
  let hash = hashes.get(app);
  if (!hash) hashes.set(app, (hash = app.hasher.hash(testPassword)));
  return hash;
};

/**
 * A fresh account, registered as sign-up registers one (a `user` with the test password) and
 * signed in with a session of its own; `plan` buys that plan with the test provider's valid
 * nonce. Sign-up itself, with its checks of the password's strength and of taken names, is
 * tested in auth.test.ts; here it would cost most of each account's time.
 */
export async function makeAccount(
  app: FastifyInstance,
  plan?: 'professionalBasic' | 'patientBasic' | 'userOffer',
): Promise<Account> {
  const id = uuidv7();
  const email = `clinician-${id}@example.test`;
  const now = Date.now();
  const hash = await passwordHash(app);
  await app.storage.write((tx) =>
    userRepo.insert(tx, {
      id,
      email,
      passwordHash: hash,
      passwordChangedAt: now,
      userType: 'user',
      userHandle: `ada-${id}`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      createdAt: new Date(now).toISOString(),
    }),
  );
  const { token } = await app.signToken(id);
  const auth = { authorization: `Bearer ${token}` };
  if (plan) {
    const kind =
      plan === 'professionalBasic' ? 'professional' : plan === 'userOffer' ? 'userOffer' : 'user';
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/checkout',
      headers: auth,
      payload: {
        selectedPlan: plan,
        userType: kind,
        nonce: plan === 'userOffer' ? '' : 'fake-valid-nonce',
      },
    });
    if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.body}`);
  }
  return { token, userId: id, email, auth };
}
