import { describe, expect, it } from 'vitest';
import { LongTermGoals } from './long-term-goals';
import { shortTermGoalOptions } from './options';
import { goalKey, goalTexts, planGoals } from './plan-goals';
import { ShortTermGoals } from './short-term-goals';
import { currentVersion, migrateStored } from './stored-versions';

const [first, second] = shortTermGoalOptions;

describe('goal sections version 2: target dates', () => {
  it('is the version written now for both goal lists', () => {
    expect(currentVersion('shortTermGoals')).toBe(2);
    expect(currentVersion('longTermGoals')).toBe(2);
  });

  it('brings version 1 content up with no dates, keeping every goal', () => {
    const v1 = { shortTermGoals: [first], additionalGoals: 'Read for 20 minutes' };
    const up = migrateStored('shortTermGoals', v1, 1);
    expect(up).toEqual({ ...v1, targetDates: {} });
    expect(ShortTermGoals.parse(up)).toEqual(up);
    const long = migrateStored('longTermGoals', { rehabPotential: 'Good' }, 1);
    expect(LongTermGoals.parse(long).targetDates).toEqual({});
  });

  it('leaves version 2 content as it is', () => {
    const v2 = { shortTermGoals: [first], targetDates: { [goalKey(first)]: '2026-03-01' } };
    expect(migrateStored('shortTermGoals', v2, 1)).toEqual(v2);
    expect(migrateStored('shortTermGoals', v2, 2)).toEqual(v2);
  });

  it('refuses a date that is not a calendar date, naming the goal', () => {
    const r = ShortTermGoals.safeParse({ targetDates: { [goalKey(first)]: '2026-02-30' } });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['targetDates', goalKey(first)]);
    expect(ShortTermGoals.safeParse({ targetDates: { 'not.a.key': '2026-02-01' } }).success).toBe(
      false,
    );
  });
});

describe('the goals of a plan', () => {
  it('keys a goal by its words, the same on every device', () => {
    expect(goalKey(first)).toBe(goalKey(`  ${first.replace(/ /g, '  ')} `));
    expect(goalKey(first)).not.toBe(goalKey(second));
    expect(goalKey(first)).toMatch(/^g[0-9a-z]+$/);
  });

  it('takes ticked goals, then each typed line once', () => {
    expect(
      goalTexts([first], 'Read for 20 minutes\n\n  read  for 20 minutes\nRead for 20 minutes'),
    ).toEqual([first, 'Read for 20 minutes', 'read for 20 minutes']);
  });

  it('lists short-term goals then long-term goals with their target dates', () => {
    const goals = planGoals(
      {
        picked: [first],
        typed: 'Read for 20 minutes',
        targetDates: { [goalKey(first)]: '2026-03-01' },
      },
      { picked: [], typed: 'Drive at night', targetDates: {} },
    );
    expect(goals).toEqual([
      { key: goalKey(first), term: 'short', text: first, targetDate: '2026-03-01' },
      {
        key: goalKey('Read for 20 minutes'),
        term: 'short',
        text: 'Read for 20 minutes',
        targetDate: '',
      },
      { key: goalKey('Drive at night'), term: 'long', text: 'Drive at night', targetDate: '' },
    ]);
  });
});
