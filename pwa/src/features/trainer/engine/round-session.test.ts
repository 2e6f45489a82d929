import { noSymptoms } from '@optolight/domain';
import { TrainerRound } from '@optolight/domain';
import { describe, expect, it } from 'vitest';
import { RoundSession } from './round-session';

const calibration = {
  pxPerCm: 40,
  viewingDistanceCm: 50,
  screenWidthPx: 768,
  screenHeightPx: 1024,
};

describe('RoundSession', () => {
  it('records each trial at the level it was played and moves the staircase after it', () => {
    const s = new RoundSession('pursuit');
    s.record({ atMs: 100, isCorrect: true, reactionMs: 400 });
    s.record({ atMs: 900, isCorrect: true, reactionMs: 300 });
    s.record({ atMs: 1900, isCorrect: true, reactionMs: 500 });
    expect(s.trials.map((t) => t.level)).toEqual([0, 0, 1]);
    expect(s.level).toBe(1);
    expect(s.score).toBe(10 + 10 + 12);
  });

  it('finishes into a round the shared schema accepts', () => {
    const s = new RoundSession('tachistoscope');
    s.record({ atMs: 100, isCorrect: true, reactionMs: 2000, shown: '123', answered: '123' });
    s.record({ atMs: 5000, isCorrect: false, reactionMs: 2500, shown: '456', answered: '465' });
    const round = s.finish({
      startedAt: new Date('2025-03-01T10:00:00Z'),
      endedAt: new Date('2025-03-01T10:00:45Z'),
      calibration,
      symptomsBefore: noSymptoms,
      symptomsAfter: noSymptoms,
    });
    expect(round).toMatchObject({ durationMs: 45_000, score: 15, accuracy: 0.5, finalLevel: 0 });
    expect(TrainerRound.safeParse(round).success).toBe(true);
  });
});
