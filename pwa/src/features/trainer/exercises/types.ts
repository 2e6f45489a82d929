import type { RoundSession } from '../engine/round-session';

/** The correct answer right now, published for scripted tests (`?speed=test`). */
export type Probe =
  | { kind: 'key'; key: string }
  | { kind: 'point'; x: number; y: number }
  | { kind: 'text'; text: string };

export interface ExerciseEnv {
  /** Canvas size in CSS px; the runner updates it when the screen turns or resizes. */
  width: number;
  height: number;
  /** Size in px of `deg` degrees of visual angle, from the calibration. */
  degToPx(deg: number): number;
  random: () => number;
  session: RoundSession;
}

/** How the person answers: the runner shows the matching controls below the canvas. */
export type AnswerMode = 'press' | 'letters' | 'digits' | 'tap';

export interface Exercise {
  readonly answer: AnswerMode;
  /** Advances to `now` (ms since the round started) and draws the scene. */
  frame(ctx: CanvasRenderingContext2D, now: number): void;
  key(key: string, now: number): void;
  pointer(x: number, y: number, now: number): void;
  /** A typed answer (the digit field). */
  text(answer: string, now: number): void;
  /** True while an answer is expected (enables the answer controls). */
  isAsking(now: number): boolean;
  probe(now: number): Probe | null;
}

export type ExerciseFactory = (env: ExerciseEnv) => Exercise;

/**
 * Every on/off phase lasts at least this long, so nothing flashes faster than 3 Hz (a cycle of
 * 333 ms): a safety limit for photosensitive people.
 */
export const MIN_PHASE_MS = 400;

/** Sloan letters: the optotypes of clinical acuity charts, equally legible one to another. */
export const LETTERS = ['C', 'D', 'H', 'K', 'N', 'O', 'R', 'S', 'V', 'Z'] as const;
