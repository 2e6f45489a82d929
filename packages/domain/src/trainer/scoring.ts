import type { TrainerExercise } from './exercises';

/** What the scoring needs of one trial (one stimulus and the person's answer to it). */
export interface ScoredTrial {
  level: number;
  isCorrect: boolean;
  /** Ms from the stimulus to the answer; null when no answer came in time. */
  reactionMs: number | null;
}

/** Extra points for fast answers: one per 100 ms under `fastMs`. */
const speedBonus = (reactionMs: number | null, fastMs: number) =>
  reactionMs === null ? 0 : Math.max(0, Math.floor((fastMs - reactionMs) / 100));

/**
 * Points for one trial. Only correct trials score; harder levels score more so a round played at
 * a higher level is worth more than the same accuracy at an easy one.
 */
export function trialPoints(exercise: TrainerExercise, t: ScoredTrial): number {
  if (!t.isCorrect) return 0;
  switch (exercise) {
    case 'pursuit':
      return 10 + 2 * t.level;
    case 'saccades':
      return 10 + t.level + speedBonus(t.reactionMs, 1000);
    case 'antiSaccades':
      // Suppressing the reflexive glance is the harder skill.
      return 15 + t.level + speedBonus(t.reactionMs, 1200);
    case 'tachistoscope':
      // Five points per digit recalled: the span is the level plus the three-digit start.
      return 5 * (t.level + 3);
    case 'eyeHand':
      return 10 + t.level + speedBonus(t.reactionMs, 1000);
  }
}

export interface RoundSummary {
  score: number;
  /** Share of correct trials, 0..1, to three decimals; 0 when there were none. */
  accuracy: number;
  /** Mean reaction time of the correct trials that have one, whole ms; null when none. */
  meanReactionMs: number | null;
}

export function summarize(exercise: TrainerExercise, trials: readonly ScoredTrial[]): RoundSummary {
  const correct = trials.filter((t) => t.isCorrect);
  const times = correct.flatMap((t) => (t.reactionMs === null ? [] : [t.reactionMs]));
  return {
    score: trials.reduce((sum, t) => sum + trialPoints(exercise, t), 0),
    accuracy: trials.length ? Math.round((correct.length / trials.length) * 1000) / 1000 : 0,
    meanReactionMs: times.length
      ? Math.round(times.reduce((a, b) => a + b, 0) / times.length)
      : null,
  };
}
