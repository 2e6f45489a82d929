import { describe, expect, it } from 'vitest';
import { EyeObservation } from './eye-observation';
import { ObjectiveObservation } from './objective-observation';

describe('EyeObservation', () => {
  it('parses {} into an empty column', () => {
    const eye = EyeObservation.parse({});
    expect(eye.eyeMuscleStrength).toEqual({ LR: '', MR: '', SR: '', IR: '', SO: '', IO: '' });
    expect(eye.romHorizontalRight).toBeNull();
    expect(eye.ciliospinalReflexs).toBe('');
    expect(eye.oculoErneticReflex).toBe('');
    expect(eye.distanceofTwoEyes).toBe('');
  });

  it('accepts the listed scales and rejects anything else', () => {
    const ok = EyeObservation.safeParse({
      eyeMuscleStrength: { LR: '4-/5', IO: '0/5' },
      pain: '10/10 VAS',
      cornealReflex: 'positive',
      edema: 'WFL',
      romScale: 'm.m',
      romVerticalUp: 35,
    });
    expect(ok.success).toBe(true);
    expect(EyeObservation.safeParse({ eyeMuscleStrength: { LR: '6/5' } }).success).toBe(false);
    expect(EyeObservation.safeParse({ cornealReflex: '+' }).success).toBe(false);
    expect(EyeObservation.safeParse({ pain: '11/10 VAS' }).success).toBe(false);
    expect(EyeObservation.safeParse({ romVerticalUp: '35' }).success).toBe(false);
    expect(EyeObservation.safeParse({ eyeMuscleStrength: { LL: '5/5' } }).success).toBe(false);
  });
});

describe('ObjectiveObservation', () => {
  it('parses {} into the empty form with both eyes', () => {
    const empty = ObjectiveObservation.parse({});
    expect(empty.mood).toEqual([]);
    expect(empty.orientation).toEqual([]);
    expect(empty.pupillaryDistance).toBeNull();
    expect(empty.leftObservation).toEqual(EyeObservation.parse({}));
    expect(empty.rightObservation).toEqual(EyeObservation.parse({}));
  });

  it('keeps the left eye apart from the right eye (the original lost left Severe edema)', () => {
    const parsed = ObjectiveObservation.parse({ leftObservation: { edema: 'Severe' } });
    expect(parsed.leftObservation.edema).toBe('Severe');
    expect(parsed.rightObservation.edema).toBe('');
  });

  it('takes a pupillary distance in cm between 0 and 20, exclusive', () => {
    const pd = (v: unknown) => ObjectiveObservation.safeParse({ pupillaryDistance: v }).success;
    expect(pd(6.3)).toBe(true);
    expect(pd(19.9)).toBe(true);
    expect(pd(0)).toBe(false);
    expect(pd(20)).toBe(false);
    expect(pd(63)).toBe(false);
    expect(pd('6')).toBe(false);
  });

  it('checks mood, orientation and gait against their lists', () => {
    expect(
      ObjectiveObservation.safeParse({
        mood: ['Alert', 'Motivation'],
        orientation: ['Person', 'Place', 'Time'],
        gait: 'Diplegic (scissoring)',
      }).success,
    ).toBe(true);
    expect(ObjectiveObservation.safeParse({ mood: ['Happy'] }).success).toBe(false);
    expect(ObjectiveObservation.safeParse({ gait: 'Limping' }).success).toBe(false);
    expect(ObjectiveObservation.safeParse({ leftEye: {} }).success).toBe(false);
  });
});
