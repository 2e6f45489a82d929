import { MIN_PHASE_MS } from './types';
import { createLetterExercise } from './letter-trials';
import type { ExerciseFactory } from './types';

/**
 * Anti-saccades: after a centre cross, a bright cue appears on one side and the letter on the
 * OTHER. Looking away from the cue trains inhibition of the reflexive glance.
 */
export const createAntiSaccades: ExerciseFactory = (env) =>
  createLetterExercise(env, {
    exercise: 'antiSaccades',
    fixationMs: 1000,
    // The cue leads by 100 ms, so the pull towards it comes first and must be resisted.
    letterDelayMs: 100,
    cueMs: MIN_PHASE_MS + 100,
  });
