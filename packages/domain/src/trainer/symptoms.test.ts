import { describe, expect, it } from 'vitest';
import { adviceAfter, adviceBefore, noSymptoms } from './symptoms';

describe('symptom checks', () => {
  it('lets a round start with no or mild symptoms', () => {
    expect(adviceBefore(noSymptoms)).toEqual({ isStop: false, reasons: [] });
    expect(adviceBefore({ ...noSymptoms, headache: 'mild', eyePain: 'mild' }).isStop).toBe(false);
  });

  it('blocks a round on new double vision, even mild, and on a strong headache', () => {
    const dv = adviceBefore({ ...noSymptoms, doubleVision: 'mild' });
    expect(dv.isStop).toBe(true);
    expect(dv.reasons[0]).toMatch(/new double vision.*contact your therapist/);
    expect(adviceBefore({ ...noSymptoms, headache: 'strong' }).isStop).toBe(true);
  });

  it('lets double vision the therapist knows about through, unless another symptom is strong', () => {
    const known = { ...noSymptoms, doubleVision: 'mild' as const, doubleVisionKnown: true };
    expect(adviceBefore(known).isStop).toBe(false);
    expect(adviceBefore({ ...known, dizziness: 'strong' }).isStop).toBe(true);
  });

  it('says stop after a round when double vision appeared or something became strong', () => {
    expect(adviceAfter(noSymptoms, { ...noSymptoms, doubleVision: 'mild' }).isStop).toBe(true);
    expect(adviceAfter(noSymptoms, { ...noSymptoms, eyePain: 'strong' }).isStop).toBe(true);
  });

  it('advises rest but not stop when a symptom went from none to mild', () => {
    const a = adviceAfter(noSymptoms, { ...noSymptoms, headache: 'mild' });
    expect(a.isStop).toBe(false);
    expect(a.reasons).toHaveLength(1);
    expect(
      adviceAfter({ ...noSymptoms, headache: 'mild' }, { ...noSymptoms, headache: 'mild' }),
    ).toEqual({ isStop: false, reasons: [] });
  });
});
