import { describe, expect, it } from 'vitest';
import { degToPx, pxPerCmFromCard, pxToDeg } from './visual-angle';

describe('visual angle', () => {
  it('sizes 2 degrees at 50 cm on a 40 px/cm screen as 2·50·tan(1°)·40 ≈ 69.82 px', () => {
    // tan(1°) = 0.0174551; 100 cm × 0.0174551 = 1.74551 cm; × 40 = 69.82 px.
    expect(degToPx(2, { pxPerCm: 40, viewingDistanceCm: 50 })).toBeCloseTo(69.82, 2);
  });

  it('uses the exact tangent, not the small-angle shortcut, for wide angles', () => {
    // 60° at 50 cm: 2·50·tan(30°) = 57.735 cm (the shortcut 50·π/3 would say 52.36 cm).
    expect(degToPx(60, { pxPerCm: 10, viewingDistanceCm: 50 })).toBeCloseTo(577.35, 1);
  });

  it('makes 1 cm at 57.3 cm about one degree (the rule of thumb)', () => {
    expect(pxToDeg(1, { pxPerCm: 1, viewingDistanceCm: 57.2958 })).toBeCloseTo(1, 3);
  });

  it('round-trips degrees to pixels and back', () => {
    const view = { pxPerCm: 37.8, viewingDistanceCm: 40 };
    for (const deg of [0.5, 3, 12, 30])
      expect(pxToDeg(degToPx(deg, view), view)).toBeCloseTo(deg, 9);
  });

  it('turns a card matched at 342.4 px wide into 40 px per cm (85.6 mm card)', () => {
    expect(pxPerCmFromCard(342.4)).toBeCloseTo(40, 9);
  });
});
