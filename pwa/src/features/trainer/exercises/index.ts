import type { TrainerExercise } from '@optolight/domain';
import { createAntiSaccades } from './anti-saccades';
import { createEyeHand } from './eye-hand';
import { createPursuit } from './pursuit';
import { createSaccades } from './saccades';
import { createTachistoscope } from './tachistoscope';
import type { ExerciseFactory } from './types';

export const exerciseFactories: Record<TrainerExercise, ExerciseFactory> = {
  pursuit: createPursuit,
  saccades: createSaccades,
  antiSaccades: createAntiSaccades,
  tachistoscope: createTachistoscope,
  eyeHand: createEyeHand,
};
