import { variableAt } from '@optolight/domain';
import { pickFrom } from '../../../lib/prng';
import { clear, colors, cross, disc, eccentricity, label, ring } from './draw';
import { LETTERS, MIN_PHASE_MS, type Exercise, type ExerciseEnv } from './types';

const LETTER_DEG = 1.2;
/** Targets 10° left and right of the centre: a 20° saccade, well inside a tablet at 50 cm. */
const SIDE_DEG = 10;
const ANSWER_WINDOW_MS = 2500;
const GAP_MS = 500;

interface Trial {
  start: number;
  side: -1 | 1;
  letter: string;
  letterAt: number;
  letterUntil: number;
  answer: { at: number; isCorrect: boolean } | null;
  /** When the trial (its feedback included) is over. */
  endsAt: number | null;
}

export interface LetterTrialOptions {
  exercise: 'saccades' | 'antiSaccades';
  /** Centre cross before the trial (anti-saccades), 0 for none. */
  fixationMs: number;
  /** The letter appears this long after the fixation ends. */
  letterDelayMs: number;
  /** A bright cue on the side opposite the letter, shown this long (0: no cue). */
  cueMs: number;
}

/**
 * Saccade-type trials: a letter appears briefly at a target left or right of the centre and the
 * person names it (key or button). Its exposure is the staircase's variable.
 */
export function createLetterExercise(env: ExerciseEnv, o: LetterTrialOptions): Exercise {
  const { random, session } = env;
  let side: -1 | 1 = random() < 0.5 ? -1 : 1;
  const newTrial = (start: number): Trial => {
    side = side === 1 ? -1 : 1;
    // Anti-saccades: the side is random, or the person could learn to alternate.
    const s = o.exercise === 'antiSaccades' ? (random() < 0.5 ? -1 : 1) : side;
    const letterAt = start + o.fixationMs + o.letterDelayMs;
    const exposure = Math.max(MIN_PHASE_MS, variableAt(o.exercise, session.level));
    return {
      start,
      side: s,
      letter: pickFrom(random, LETTERS),
      letterAt,
      letterUntil: letterAt + exposure,
      answer: null,
      endsAt: null,
    };
  };
  let trial = newTrial(600);

  const close = (now: number, answer: Trial['answer']) => {
    trial.answer = answer;
    // Feedback shows for at least MIN_PHASE_MS and never cuts the letter's exposure short.
    trial.endsAt = Math.max(now + MIN_PHASE_MS, trial.letterUntil);
  };

  const respond = (letter: string, now: number) => {
    if (trial.answer || now < trial.letterAt) return;
    const isCorrect = letter.toUpperCase() === trial.letter;
    close(now, { at: now, isCorrect });
    session.record({
      atMs: Math.round(trial.letterAt),
      isCorrect,
      reactionMs: Math.round(now - trial.letterAt),
      shown: trial.letter,
      answered: letter.toUpperCase(),
    });
  };

  const advance = (now: number) => {
    if (!trial.answer && now >= trial.letterUntil + ANSWER_WINDOW_MS) {
      close(now, { at: now, isCorrect: false });
      session.record({
        atMs: Math.round(trial.letterAt),
        isCorrect: false,
        reactionMs: null,
        shown: trial.letter,
      });
    }
    if (trial.endsAt !== null && now >= trial.endsAt + GAP_MS) trial = newTrial(now);
  };

  return {
    answer: 'letters',
    frame(ctx, now) {
      advance(now);
      clear(ctx, env);
      const h = env.degToPx(LETTER_DEG);
      const dx = eccentricity(env, SIDE_DEG, h * 1.5);
      const cx = env.width / 2;
      const cy = env.height / 2;
      const letterX = cx + trial.side * dx;
      const isFixating = now >= trial.start && now < trial.start + o.fixationMs;
      if (o.fixationMs > 0 && (isFixating || now < trial.letterAt)) cross(ctx, cx, cy, h);
      // Both target places stay marked, so the jump's size is known before the letter comes.
      for (const s of [-1, 1]) ring(ctx, cx + s * dx, cy, h * 1.1, colors.faint, 2);
      const cueFrom = trial.start + o.fixationMs;
      if (o.cueMs > 0 && now >= cueFrom && now < cueFrom + o.cueMs)
        disc(ctx, cx - trial.side * dx, cy, h * 0.9, colors.cue);
      if (o.exercise === 'saccades' && now >= trial.start && !trial.endsAt)
        ring(ctx, letterX, cy, h * 1.1, colors.target, 3);
      if (now >= trial.letterAt && now < trial.letterUntil)
        label(ctx, trial.letter, letterX, cy, h);
      if (trial.answer && trial.endsAt !== null && now < trial.endsAt + GAP_MS)
        ring(ctx, letterX, cy, h * 1.3, trial.answer.isCorrect ? colors.good : colors.bad, 4);
    },
    key(key, now) {
      if (/^[a-z]$/i.test(key)) respond(key, now);
    },
    pointer() {
      return undefined;
    },
    text(answer, now) {
      respond(answer, now);
    },
    isAsking: (now) => !trial.answer && now >= trial.letterAt,
    probe: (now) =>
      !trial.answer && now >= trial.letterAt
        ? { kind: 'key', key: trial.letter.toLowerCase() }
        : null,
  };
}
