import { describe, expect, it } from 'vitest';
import { LongTermGoals } from './long-term-goals';
import { longTermGoalOptions, shortTermGoalOptions } from './options';
import { ShortTermGoals } from './short-term-goals';

describe('ShortTermGoals', () => {
  it('parses {} into the empty form', () => {
    expect(ShortTermGoals.parse({})).toEqual({
      shortTermGoals: [],
      additionalGoals: '',
      targetDates: {},
    });
  });

  it('stores the full goal texts and rejects others', () => {
    expect(ShortTermGoals.safeParse({ shortTermGoals: [...shortTermGoalOptions] }).success).toBe(
      true,
    );
    expect(ShortTermGoals.safeParse({ shortTermGoals: ['Read more.'] }).success).toBe(false);
  });
});

describe('LongTermGoals', () => {
  it('parses {} into the empty form', () => {
    expect(LongTermGoals.parse({})).toEqual({
      longTermGoals: [],
      additionalGoals: '',
      targetDates: {},
      recomendedTreatment: '',
      treatmentModalities: [],
      rehabPotential: '',
      otherModalities1: '',
      otherModalities2: '',
      otherModalities3: '',
      agrement: '',
      frequencyTreatmentWK: null,
      frequencyTreatmentWKS: null,
      frequencyTreatmenTotalVisit: null,
    });
  });

  it('takes frequencies as whole numbers of 0 or more', () => {
    const f = (v: unknown) => LongTermGoals.safeParse({ frequencyTreatmentWK: v });
    expect(f(3).success).toBe(true);
    expect(f(0).success).toBe(true);
    expect(f(null).success).toBe(true);
    expect(f(-1).error?.issues[0]?.message).toBe('Must be a whole number of 0 or more');
    expect(f(2.5).success).toBe(false);
    expect(f('3').error?.issues[0]?.message).toBe('Must be a number');
    expect(LongTermGoals.safeParse({ frequencyTreatmenTotalVisit: 24 }).success).toBe(true);
  });

  it('checks the goal, modality and potential options', () => {
    expect(
      LongTermGoals.safeParse({
        longTermGoals: [...longTermGoalOptions],
        treatmentModalities: ['Saccadic training', 'Prism therapy'],
        rehabPotential: 'Fair +',
      }).success,
    ).toBe(true);
    expect(LongTermGoals.safeParse({ rehabPotential: 'Great' }).success).toBe(false);
    expect(LongTermGoals.safeParse({ treatmentModalities: ['Yoga'] }).success).toBe(false);
    expect(LongTermGoals.safeParse({ agreement: 'typo fixed' }).success).toBe(false);
  });
});
