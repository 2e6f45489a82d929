import type { User } from '@optolight/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trainerAccess } from './entitlement';
import { trainerOptions } from './trainer-options';
import { testUser } from '../../../../test/user';

const base = { ...testUser, isProfOfferAvailable: true, isUserTrialAvailable: true };
const user = (userType: User['userType'], isActive: boolean | null): User => ({
  ...base,
  userType,
  plan:
    isActive === null
      ? null
      : { type: 'patientBasic', title: 'Basic', price: 20.2, expiresAt: '', isActive },
});

describe('trainer access on the device', () => {
  it('follows the server: professionals always, patients with an active plan', () => {
    expect(trainerAccess(user('professional', false)).isAllowed).toBe(true);
    expect(trainerAccess(user('patient', true)).isAllowed).toBe(true);
    const lapsed = trainerAccess(user('patient', false));
    expect(!lapsed.isAllowed && lapsed.message).toMatch(/expired/);
    const none = trainerAccess(user('user', null));
    expect(!none.isAllowed && none.message).toMatch(/Pricing/);
  });
});

describe('trainer options', () => {
  it('reads a seed and the test speed', () => {
    expect(trainerOptions('?seed=7&speed=test')).toEqual({
      seed: 7,
      roundMs: 8000,
      exposeProbe: true,
    });
  });

  it('defaults to a 45 s round with a random seed and no published answers', () => {
    const o = trainerOptions('');
    expect(o.roundMs).toBe(45_000);
    expect(o.exposeProbe).toBe(false);
    expect(o.seed).toBeGreaterThan(0);
  });

  it('takes a round length between 3 and 60 s only', () => {
    expect(trainerOptions('?roundSec=12').roundMs).toBe(12_000);
    expect(trainerOptions('?roundSec=600').roundMs).toBe(45_000);
  });

  describe('in a production build', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.resetModules();
    });

    it('reads none of the switches: a patient gets full rounds and no published answers', async () => {
      vi.stubEnv('MODE', 'production');
      vi.resetModules();
      const production = await import('./trainer-options');
      const o = production.trainerOptions('?seed=7&speed=test&roundSec=12');
      expect(o.roundMs).toBe(45_000);
      expect(o.exposeProbe).toBe(false);
      expect(o.seed).not.toBe(7);
    });
  });
});
