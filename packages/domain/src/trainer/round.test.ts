import { describe, expect, it } from 'vitest';
import { exercises, variableAt } from './exercises';
import { TrainerRound } from './round';
import { noSymptoms } from './symptoms';

const round = {
  id: '0193a4b2-7c1e-7d2a-9f3b-000000000001',
  exercise: 'pursuit',
  startedAt: '2025-03-01T10:00:00.000Z',
  endedAt: '2025-03-01T10:00:45.000Z',
  durationMs: 45_000,
  trials: [
    { atMs: 1000, level: 0, isCorrect: true, reactionMs: 500 },
    { atMs: 4000, level: 0, isCorrect: false, reactionMs: null },
  ],
  score: 10,
  accuracy: 0.5,
  meanReactionMs: 500,
  finalLevel: 0,
  calibration: { pxPerCm: 40, viewingDistanceCm: 50, screenWidthPx: 768, screenHeightPx: 1024 },
  symptomsBefore: noSymptoms,
  symptomsAfter: noSymptoms,
};

describe('TrainerRound', () => {
  it('accepts a round whose totals match its trials', () => {
    expect(TrainerRound.safeParse(round).success).toBe(true);
  });

  it('refuses totals the trials do not earn', () => {
    const r = TrainerRound.safeParse({ ...round, score: 500 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['score']);
    expect(TrainerRound.safeParse({ ...round, accuracy: 1 }).success).toBe(false);
  });

  it('refuses a non-v7 id, an end before the start and a level beyond the exercise', () => {
    expect(TrainerRound.safeParse({ ...round, id: crypto.randomUUID() }).success).toBe(false);
    expect(TrainerRound.safeParse({ ...round, endedAt: '2025-03-01T09:00:00.000Z' }).success).toBe(
      false,
    );
    expect(TrainerRound.safeParse({ ...round, finalLevel: 14 }).success).toBe(false);
  });

  it('bounds the trials', () => {
    const trials = Array.from({ length: 301 }, () => ({
      atMs: 0,
      level: 0,
      isCorrect: false,
      reactionMs: null,
    }));
    expect(
      TrainerRound.safeParse({ ...round, trials, score: 0, accuracy: 0, meanReactionMs: null })
        .success,
    ).toBe(false);
  });
});

describe('adaptive variables', () => {
  it('maps levels to one variable within its bounds', () => {
    expect(variableAt('pursuit', 0)).toBe(4);
    expect(variableAt('pursuit', 13)).toBe(30);
    expect(variableAt('pursuit', 99)).toBe(30);
    expect(variableAt('eyeHand', 10)).toBe(1);
    expect(variableAt('tachistoscope', 6)).toBe(9);
  });

  it('never shows a letter for less than 400 ms (nothing faster than 3 Hz)', () => {
    for (const ex of ['saccades', 'antiSaccades'] as const)
      expect(variableAt(ex, exercises[ex].staircase.maxLevel)).toBeGreaterThanOrEqual(400);
  });
});
