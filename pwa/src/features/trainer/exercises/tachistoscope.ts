import { TACHISTOSCOPE_EXPOSURE_MS, variableAt } from '@optolight/domain';
import { clear, colors, cross, label } from './draw';
import { MIN_PHASE_MS, type ExerciseFactory } from './types';

const DIGIT_DEG = 1;
const FIXATION_MS = 1000;
/** Without an answer in this time the trial counts as missed and the next one comes. */
const ANSWER_WINDOW_MS = 15_000;
const FEEDBACK_MS = 800;

/**
 * Tachistoscope span: a row of digits shows once for 500 ms (one flash, then a long pause: far
 * slower than 3 Hz) and the person types what they saw. The staircase sets the number of digits.
 */
export const createTachistoscope: ExerciseFactory = (env) => {
  const { random, session } = env;
  const newTrial = (start: number) => {
    const span = variableAt('tachistoscope', session.level);
    const digits = Array.from({ length: span }, () => Math.floor(random() * 10)).join('');
    const shownAt = start + FIXATION_MS;
    return {
      digits,
      start,
      shownAt,
      hiddenAt: shownAt + Math.max(MIN_PHASE_MS, TACHISTOSCOPE_EXPOSURE_MS),
      answer: null as { at: number; text: string; isCorrect: boolean } | null,
    };
  };
  let trial = newTrial(300);

  const submit = (text: string, now: number) => {
    if (trial.answer || now < trial.hiddenAt) return;
    const typed = text.replace(/\D/g, '').slice(0, 16);
    const isCorrect = typed === trial.digits;
    trial.answer = { at: now, text: typed, isCorrect };
    session.record({
      atMs: Math.round(trial.shownAt),
      isCorrect,
      reactionMs: Math.min(60_000, Math.round(now - trial.hiddenAt)),
      shown: trial.digits,
      answered: typed,
    });
  };

  return {
    answer: 'digits',
    frame(ctx, now) {
      if (!trial.answer && now >= trial.hiddenAt + ANSWER_WINDOW_MS) {
        trial.answer = { at: now, text: '', isCorrect: false };
        session.record({
          atMs: Math.round(trial.shownAt),
          isCorrect: false,
          reactionMs: null,
          shown: trial.digits,
        });
      }
      if (trial.answer && now >= trial.answer.at + FEEDBACK_MS) trial = newTrial(now);
      clear(ctx, env);
      const h = env.degToPx(DIGIT_DEG);
      const cx = env.width / 2;
      const cy = env.height / 2;
      if (now < trial.shownAt) cross(ctx, cx, cy, h);
      else if (now < trial.hiddenAt) label(ctx, trial.digits, cx, cy, h);
      else if (trial.answer) {
        const { isCorrect } = trial.answer;
        label(
          ctx,
          isCorrect ? 'Correct' : trial.digits,
          cx,
          cy,
          h * 0.8,
          isCorrect ? colors.good : colors.bad,
        );
      } else label(ctx, 'Type the digits', cx, cy, h * 0.5, colors.hint);
    },
    key() {
      return undefined;
    },
    pointer() {
      return undefined;
    },
    text(answer, now) {
      submit(answer, now);
    },
    isAsking: (now) => !trial.answer && now >= trial.hiddenAt,
    probe: (now) =>
      !trial.answer && now >= trial.hiddenAt ? { kind: 'text', text: trial.digits } : null,
  };
};
