import { describe, expect, it } from 'vitest';
import { suggestDiagnoses, type BinocularFindings } from './suggest-diagnoses';

const ci: BinocularFindings = {
  npcBreak: 8,
  phoriaDistance: -1,
  phoriaNear: -9,
  pfvNearBreak: 12,
  amplitudeRight: null,
  amplitudeLeft: null,
};

describe('diagnoses the findings suggest', () => {
  it('suggests convergence insufficiency when all three CITT signs hold', () => {
    expect(suggestDiagnoses(ci, 12).map((s) => s.code)).toEqual(['H51.11']);
  });

  it.each([
    ['the near exophoria is less than 4 Δ above distance', { phoriaDistance: -6 }],
    ['the near point is under 6 cm', { npcBreak: 5.5 }],
    ['the vergence is enough', { pfvNearBreak: 25 }],
    ['a sign was not measured', { npcBreak: null }],
    ['the near phoria is an esophoria', { phoriaDistance: 5, phoriaNear: 1 }],
  ])('suggests nothing when %s', (_, change) => {
    expect(suggestDiagnoses({ ...ci, ...change }, 12)).toEqual([]);
  });

  it('suggests accommodative insufficiency by eye, 2 D below the minimum for the age', () => {
    // At 12 years the minimum is 12 D: 10 D is 2 below it, 10.5 D is not.
    const eyes = (right: number, left: number) =>
      suggestDiagnoses(
        { ...ci, npcBreak: null, amplitudeRight: right, amplitudeLeft: left },
        12,
      ).map((s) => s.code);
    expect(eyes(10, 10)).toEqual(['H52.523']);
    expect(eyes(10, 10.5)).toEqual(['H52.521']);
    expect(eyes(10.5, 10)).toEqual(['H52.522']);
    expect(eyes(10.5, 10.5)).toEqual([]);
    expect(suggestDiagnoses({ ...ci, npcBreak: null, amplitudeRight: 1 }, null)).toEqual([]);
  });
});
