import type { FastifyInstance } from 'fastify';

export interface Account {
  token: string;
  userId: string;
  email: string;
  auth: { authorization: string };
}

let counter = 0;

/** Signs up a fresh account; `plan` buys that plan with the test provider's valid nonce. */
export async function makeAccount(
  app: FastifyInstance,
  plan?: 'professionalBasic' | 'patientBasic' | 'userOffer',
): Promise<Account> {
  counter += 1;
  const email = `clinician${counter}-${Date.now()}@example.test`;
  const signup = await app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      password: 'correct horse 1',
      confirmPassword: 'correct horse 1',
      userHandle: `ada${counter}${Date.now()}`,
    },
  });
  if (signup.statusCode !== 200) throw new Error(`signup failed: ${signup.body}`);
  const { token } = signup.json<{ token: string }>();
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
  const me = await app.inject({ method: 'GET', url: '/api/user', headers: auth });
  return { token, userId: me.json<{ userId: string }>().userId, email, auth };
}
