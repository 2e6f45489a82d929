import { describe, expect, it } from 'vitest';
import type { LocalConflict } from '../../../db/schema';
import { bothTexts, fieldSides, otherSideText, withYours } from './conflict-sides';

const conflict: LocalConflict = {
  id: 'c-1',
  recordId: 'r-1',
  section: 'evaluationOne',
  fields: [{ path: 'workEducational', mine: 'Mine', theirs: 'Theirs' }],
  deviceId: 'tablet-a',
  sides: {
    mine: {
      deviceId: 'tablet-a',
      deviceName: 'Chrome on Android tablet',
      at: '2026-03-05T10:42:00',
    },
    theirs: { deviceId: 'ipad-b', deviceName: 'Safari on iPad', at: '2026-03-05T10:40:00' },
  },
  createdAt: '2026-03-05T10:42:00',
  resolvedAt: null,
};

describe('conflict sides', () => {
  it("gives each device its own value as 'yours' and names the other device", () => {
    expect(fieldSides(conflict, 'tablet-a')).toEqual([
      { path: 'workEducational', yours: 'Mine', other: 'Theirs' },
    ]);
    expect(fieldSides(conflict, 'ipad-b')).toEqual([
      { path: 'workEducational', yours: 'Theirs', other: 'Mine' },
    ]);
    expect(otherSideText(conflict, 'tablet-a')).toBe('Safari on iPad, 03/05/2026 at 10:40 AM');
    expect(otherSideText(conflict, 'ipad-b')).toBe(
      'Chrome on Android tablet, 03/05/2026 at 10:42 AM',
    );
    expect(otherSideText({ ...conflict, sides: undefined }, 'tablet-a')).toBe(
      'Another device, 03/05/2026 at 10:42 AM',
    );
  });

  it("names the other member when two clinicians' tablets met", () => {
    const { sides } = conflict;
    if (!sides) throw new Error('no sides');
    const between: LocalConflict = {
      ...conflict,
      sides: {
        mine: { ...sides.mine, memberId: 'grace', memberName: 'Grace Okafor' },
        theirs: { ...sides.theirs, memberId: 'tomas', memberName: 'Tomas Reyes' },
      },
    };
    expect(otherSideText(between, 'tablet-a')).toBe(
      'Safari on iPad (Tomas Reyes), 03/05/2026 at 10:40 AM',
    );
    expect(otherSideText(between, 'ipad-b')).toBe(
      'Chrome on Android tablet (Grace Okafor), 03/05/2026 at 10:42 AM',
    );
    // A member's own other tablet is not named with their own name.
    expect(otherSideText(between, 'tablet-a', 'tomas')).toBe(
      'Safari on iPad, 03/05/2026 at 10:40 AM',
    );
  });

  it('lays your values over the stored section for the form', () => {
    const stored = { workEducational: 'Theirs', previousStatus: 'Kept' };
    expect(withYours(stored, fieldSides(conflict, 'tablet-a'))).toEqual({
      workEducational: 'Mine',
      previousStatus: 'Kept',
    });
  });

  it('offers both texts only for free text the section accepts', () => {
    const [field] = fieldSides(conflict, 'tablet-a');
    if (!field) throw new Error('no field');
    expect(bothTexts('evaluationOne', {}, field)).toBe('Mine / Theirs');
    expect(
      bothTexts('appointment', {}, { path: 'onSetDate', yours: '2026-03-01', other: '2026-03-02' }),
    ).toBeNull();
    expect(
      bothTexts('appointment', {}, { path: 'initialEvaluation', yours: 'yes', other: 'No' }),
    ).toBeNull();
  });
});
