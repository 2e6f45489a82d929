import { createLetterExercise } from './letter-trials';
import type { ExerciseFactory } from './types';

/**
 * Saccades: the target jumps between two places 20° apart and a letter shows in it briefly;
 * the person moves the eyes there at once to read it.
 */
export const createSaccades: ExerciseFactory = (env) =>
  createLetterExercise(env, { exercise: 'saccades', fixationMs: 0, letterDelayMs: 0, cueMs: 0 });
