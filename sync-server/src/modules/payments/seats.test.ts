import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, type Account } from '../../../test/accounts';
import { caller, startHarness, writesSoFar, type Harness } from '../../../test/harness';

/** The practice's plan, priced per clinician seat (docs/practices.md#the-practices-plan). */

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ LOGIN_RATE_MAX: '1000' });
});
afterAll(() => h.close());

const as = (account: Account) => caller(() => h.app, account.auth);

async function joined(owner: Account, role: string) {
  const { code } = (await as(owner).post('/api/practice/invitations', { role })).json<{
    code: string;
  }>();
  const member = await makeAccount(h.app);
  expect((await as(member).post('/api/practice/join', { code })).statusCode).toBe(200);
  return member;
}

const buy = (account: Account, selectedPlan = 'professionalShortTerm') =>
  as(account).post('/api/test/checkout', {
    selectedPlan,
    userType: 'professional',
    nonce: 'fake-valid-nonce',
  });

type Me = { plan: { type: string; price: number; expiresAt: string } | null };

describe('the practice’s plan', () => {
  it('is bought by an owner for each clinician, the front desk free, and covers every member', async () => {
    const owner = await makeAccount(h.app, 'professionalBasic');
    const clinician = await joined(owner, 'clinician');
    await joined(owner, 'clinician');
    await joined(owner, 'frontDesk');

    // Three clinician seats (the owner and two clinicians) at the regular price: the offer went
    // with the owner's first plan.
    const paid = await buy(owner);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<{ message: string }>().message).toContain(
      'Short Term plan for 3 clinicians, $1800.00',
    );
    const plan = (await as(clinician).get('/api/user')).json<Me>().plan;
    expect(plan).toMatchObject({ type: 'professionalShortTerm', price: 1800 });

    // A member buys nothing for the practice, and nothing is written.
    const before = await writesSoFar(h.app);
    const refused = await buy(clinician);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/bought by its owner/);
    expect(await writesSoFar(h.app)).toBe(before);
  });

  it('is kept on the practice when a second owner renews it', async () => {
    const owner = await makeAccount(h.app, 'professionalBasic');
    const partner = await joined(owner, 'clinician');
    await as(owner).patch(`/api/practice/members/${partner.userId}`, { role: 'owner' });
    const before = (await as(owner).get('/api/user')).json<Me>().plan;
    const paid = await buy(partner, 'professionalBasic');
    expect(paid.statusCode, paid.body).toBe(200);
    const after = (await as(owner).get('/api/user')).json<Me>().plan;
    // Two seats at the regular price: the offer is the practice's, and went with its first plan.
    expect(paid.json<{ message: string }>().message).toContain('for 2 clinicians, $240.00');
    expect(Date.parse(after?.expiresAt ?? '')).toBeGreaterThan(
      Date.parse(before?.expiresAt ?? '') + 29 * 86_400_000,
    );
  });
});
