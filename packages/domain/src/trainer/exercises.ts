import { z } from 'zod';
import type { StaircaseRule } from './staircase';

export const TrainerExercise = z.enum([
  'pursuit',
  'saccades',
  'antiSaccades',
  'tachistoscope',
  'eyeHand',
]);
export type TrainerExercise = z.infer<typeof TrainerExercise>;

/**
 * The one variable an exercise's staircase adapts: value(level) = easiest + level·step. Only this
 * variable changes during a round, so a change in performance can be pinned on it.
 */
export interface AdaptiveVariable {
  label: string;
  unit: string;
  easiest: number;
  step: number;
}

export interface ExerciseDefinition {
  title: string;
  summary: string;
  variable: AdaptiveVariable;
  staircase: StaircaseRule;
}

/**
 * Exposures never go below 400 ms: with at least as long a gap after them, no on/off cycle is
 * shorter than 333 ms (nothing flashes faster than 3 Hz, a photosensitivity safety limit).
 */
export const exercises: Record<TrainerExercise, ExerciseDefinition> = {
  pursuit: {
    title: 'Smooth pursuit',
    summary: 'Follow the moving dot with your eyes. Press when it changes color.',
    variable: { label: 'Target speed', unit: 'deg/s', easiest: 4, step: 2 },
    staircase: { down: 2, maxLevel: 13 },
  },
  saccades: {
    title: 'Saccades',
    summary: 'Jump your eyes to each new target and name the letter that appears there.',
    variable: { label: 'Letter shown for', unit: 'ms', easiest: 1000, step: -60 },
    staircase: { down: 2, maxLevel: 10 },
  },
  antiSaccades: {
    title: 'Anti-saccades',
    summary: 'A cue appears on one side: look to the OTHER side and name the letter there.',
    variable: { label: 'Letter shown for', unit: 'ms', easiest: 1200, step: -80 },
    staircase: { down: 2, maxLevel: 10 },
  },
  tachistoscope: {
    title: 'Tachistoscope span',
    summary: 'A row of digits flashes once. Type the digits you saw.',
    variable: { label: 'Digits shown', unit: 'digits', easiest: 3, step: 1 },
    staircase: { down: 2, maxLevel: 6 },
  },
  eyeHand: {
    title: 'Eye-hand coordination',
    summary: 'Tap or click each target as soon as it appears.',
    variable: { label: 'Target size', unit: 'deg', easiest: 4, step: -0.3 },
    staircase: { down: 3, maxLevel: 10 },
  },
};

/** The adapted variable's value at a level, rounded so levels map to exact, printable values. */
export function variableAt(exercise: TrainerExercise, level: number): number {
  const { variable, staircase } = exercises[exercise];
  const bounded = Math.min(Math.max(0, Math.round(level)), staircase.maxLevel);
  return Math.round((variable.easiest + bounded * variable.step) * 100) / 100;
}

/** Fixed settings (not adapted): the flash length of the tachistoscope, round lengths. */
export const TACHISTOSCOPE_EXPOSURE_MS = 500;
export const MIN_CYCLE_MS = 333;
export const ROUND_MS = 45_000;
