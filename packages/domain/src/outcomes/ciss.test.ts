import { describe, expect, it } from 'vitest';
import { ciss, cissCutOff } from './ciss';
import { answerProblems, scaleValues } from './instrument';
import { OutcomeAnswers, scoreOutcome } from './outcome';

/** Fifteen answers adding up to `total` (each 0–4). */
function answersTotalling(total: number): number[] {
  return Array.from({ length: 15 }, (_, i) => Math.max(0, Math.min(4, total - i * 4)));
}

describe('CISS', () => {
  it('has the 15 published items on the 0–4 frequency scale', () => {
    expect(ciss.items).toHaveLength(15);
    expect(new Set(ciss.items.map((i) => i.id)).size).toBe(15);
    for (const item of ciss.items) {
      expect(scaleValues(item.scale)).toEqual([0, 1, 2, 3, 4]);
      expect(item.scale.labels?.[0]).toBe('Never');
      expect(item.scale.labels?.[4]).toBe('Always');
    }
    expect(ciss.items[6]?.text).toMatch(/double vision/);
  });

  it('sums the answers from 0 to 60', () => {
    expect(ciss.score(Array<number>(15).fill(0), 30).score).toBe(0);
    expect(ciss.score(Array<number>(15).fill(4), 30).score).toBe(60);
    expect(ciss.score(answersTotalling(37), 30).score).toBe(37);
  });

  // Borsting 2003: 16 or more under 18 years; Rouse 2004: 21 or more from 18.
  it.each([
    [15, 9, false],
    [16, 9, true],
    [15, 17, false],
    [16, 17, true],
    [20, 17, true],
    [20, 18, false],
    [21, 18, true],
    [20, 45, false],
    [21, 45, true],
  ])('a total of %i at age %i is flagged: %s', (total, age, flagged) => {
    const result = ciss.score(answersTotalling(total), age);
    expect(result.score).toBe(total);
    expect(result.flagged).toBe(flagged);
    expect(result.interpretation).toMatch(flagged ? /, at or above \d+ / : /, below \d+ /);
  });

  it('uses the adult cut-off when the age is not known, and says so', () => {
    expect(cissCutOff(null)).toBe(21);
    const result = ciss.score(answersTotalling(18), null);
    expect(result.flagged).toBe(false);
    expect(result.interpretation).toContain('age is not known');
  });

  it('takes the age on the day it was taken, the day before and on the 18th birthday', () => {
    const sixteen = answersTotalling(17);
    expect(scoreOutcome('CISS', sixteen, '2026-03-09', '2008-03-10').flagged).toBe(true);
    expect(scoreOutcome('CISS', sixteen, '2026-03-10', '2008-03-10').flagged).toBe(false);
    expect(scoreOutcome('CISS', sixteen, '2026-03-10', '').flagged).toBe(false);
  });

  it('refuses missing, extra and off-scale answers by position', () => {
    expect(answerProblems(ciss, answersTotalling(10))).toEqual([]);
    expect(answerProblems(ciss, [1, 2])[0]?.message).toBe('The CISS has 15 answers; 2 were given');
    const parsed = OutcomeAnswers.safeParse({
      instrument: 'CISS',
      takenAt: '2026-11-20',
      answers: [...Array<number>(14).fill(1), 5],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['answers', 14]);
    expect(
      OutcomeAnswers.safeParse({ instrument: 'CISS', takenAt: '', answers: [] }).error?.issues.map(
        (i) => i.path.join('.'),
      ),
    ).toEqual(['takenAt', 'answers']);
    // A client's score is dropped, not kept; any other key is refused.
    expect(
      OutcomeAnswers.parse({
        instrument: 'CISS',
        takenAt: '2026-11-20',
        answers: answersTotalling(10),
        score: 0,
        flagged: true,
        interpretation: 'Made up',
      }),
    ).toEqual({ instrument: 'CISS', takenAt: '2026-11-20', answers: answersTotalling(10) });
    expect(
      OutcomeAnswers.safeParse({
        instrument: 'CISS',
        takenAt: '2026-11-20',
        answers: answersTotalling(10),
        total: 10,
      }).success,
    ).toBe(false);
    expect(
      OutcomeAnswers.safeParse({
        instrument: 'CISS',
        takenAt: '2026-11-20',
        answers: [1.5, ...Array<number>(14).fill(0)],
      }).success,
    ).toBe(false);
  });
});
