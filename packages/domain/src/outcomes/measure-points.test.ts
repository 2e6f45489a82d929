import { describe, expect, it } from 'vitest';
import { outcomeMeasurePoints } from './measure-points';
import { OutcomeResult, scoredResult } from './outcome';

const ciss = (takenAt: string, each: number) => ({
  instrument: 'CISS' as const,
  takenAt,
  answers: Array.from({ length: 15 }, () => each),
});

describe('outcomeMeasurePoints', () => {
  it('turns CISS results into points oldest first, scored from the answers with the age cut-off', () => {
    const stored = { ...ciss('2026-10-01', 1), score: 99 };
    const points = outcomeMeasurePoints([stored, ciss('2026-01-10', 3)], '2010-06-01');
    expect(points).toEqual([
      {
        measure: 'CISS',
        label: 'CISS symptom score (0–60)',
        date: '2026-01-10',
        value: 45,
        unit: 'points',
        norm: { expected: 'under 16', flagged: true, limit: 16 },
      },
      {
        measure: 'CISS',
        label: 'CISS symptom score (0–60)',
        date: '2026-10-01',
        value: 15,
        unit: 'points',
        norm: { expected: 'under 16', flagged: false, limit: 16 },
      },
    ]);
  });

  it('uses the adult cut-off from 18 years and when the birth date is unknown', () => {
    expect(outcomeMeasurePoints([ciss('2026-01-10', 1)], '1990-01-01')[0]?.norm?.expected).toBe(
      'under 21',
    );
    expect(outcomeMeasurePoints([ciss('2026-01-10', 1)], '')[0]?.norm?.expected).toBe('under 21');
  });
});

describe('OutcomeResult', () => {
  it('stores the score the answers give, not the one sent', () => {
    const sent = OutcomeResult.parse({ ...ciss('2026-01-10', 2), score: 3, flagged: false });
    expect(scoredResult(sent, '1990-01-01')).toMatchObject({ score: 30, flagged: true });
  });

  it('names an off-scale answer by its position', () => {
    const answers = Array.from({ length: 15 }, () => 1);
    answers[7] = 9;
    const parsed = OutcomeResult.safeParse({ ...ciss('2026-01-10', 1), answers });
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['answers.7']);
  });
});
