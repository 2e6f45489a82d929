import { describe, expect, it } from 'vitest';
import { EvaluationSecond } from './evaluation-second';

describe('EvaluationSecond', () => {
  it('parses {} into seven groups of empty symptom selects', () => {
    const empty = EvaluationSecond.parse({});
    expect(Object.keys(empty)).toHaveLength(7);
    expect(empty.cvaHeadInjury).toHaveProperty('tumor', '');
    expect(Object.keys(empty.eyeMuscleGeneralMultiDefects)).toHaveLength(17);
    const values = Object.values(empty).flatMap((group) => Object.values(group));
    expect(values).toHaveLength(9 + 6 + 2 + 7 + 6 + 5 + 17);
    expect(values.every((v) => v === '')).toBe(true);
  });

  it('fills the rest of a partly saved group', () => {
    const parsed = EvaluationSecond.parse({
      posturalVisualSymptoms: { scinteillatingScotoma: 'Severe' },
    });
    expect(parsed.posturalVisualSymptoms.scinteillatingScotoma).toBe('Severe');
    expect(parsed.posturalVisualSymptoms.abnormalGait).toBe('');
    expect(parsed.midbrainLevelPregaglionicArea.contralateralHemiplegia).toBe('');
  });

  it('accepts only the severity options', () => {
    expect(EvaluationSecond.safeParse({ cvaHeadInjury: { tumor: 'Mild' } }).success).toBe(false);
    expect(EvaluationSecond.safeParse({ cvaHeadInjury: { tumor: 'Minimal' } }).success).toBe(true);
  });

  it('rejects unknown groups and unknown symptoms', () => {
    expect(EvaluationSecond.safeParse({ brainStem: {} }).success).toBe(false);
    expect(EvaluationSecond.safeParse({ cvaHeadInjury: { stroke: 'None' } }).success).toBe(false);
  });
});
