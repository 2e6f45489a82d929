import { variableAt } from '@optolight/domain';
import { between } from '../../../lib/prng';
import { clear, colors, disc, ring } from './draw';
import { MIN_PHASE_MS, type ExerciseFactory } from './types';

const LIFETIME_MS = 2000;
const GAP_MS = 400;
/** Fingers are wider than targets: taps this close to the edge still count. */
const SLACK_DEG = 0.3;
/** Keys 1–9 as on a number pad: 7 8 9 is the top row, 1 2 3 the bottom. */
const keyCell = (key: string) => {
  const n = Number(key) - 1;
  return { col: n % 3, row: 2 - Math.floor(n / 3) };
};

interface Target {
  x: number;
  y: number;
  cell: string;
  at: number;
  hit: { at: number; isCorrect: boolean } | null;
}

/**
 * Eye-hand coordination: targets appear one at a time somewhere on the screen; the person taps
 * or clicks them (or presses the matching number-pad key). The staircase shrinks the target.
 */
export const createEyeHand: ExerciseFactory = (env) => {
  const { random, session } = env;
  const radius = () => env.degToPx(variableAt('eyeHand', session.level)) / 2;
  const place = (at: number): Target => {
    const cell = 1 + Math.floor(random() * 9);
    const { col, row } = keyCell(String(cell));
    const r = radius();
    const w = env.width / 3;
    const h = env.height / 3;
    const x = Math.min(
      Math.max((col + 0.5) * w + between(random, -0.25, 0.25) * w, r + 8),
      env.width - r - 8,
    );
    const y = Math.min(
      Math.max((row + 0.5) * h + between(random, -0.25, 0.25) * h, r + 8),
      env.height - r - 8,
    );
    return { x, y, cell: String(cell), at, hit: null };
  };
  let target = place(500);

  const resolve = (now: number, isCorrect: boolean, answered?: string) => {
    target.hit = { at: now, isCorrect };
    session.record({
      atMs: Math.round(target.at),
      isCorrect,
      reactionMs: Math.round(now - target.at),
      ...(answered ? { answered } : {}),
    });
  };
  // The target stays MIN_PHASE_MS after a hit: a quick tap never makes it blink.
  const doneAt = (t: Target) =>
    t.hit ? Math.max(t.hit.at, t.at) + MIN_PHASE_MS : t.at + LIFETIME_MS;

  return {
    answer: 'tap',
    frame(ctx, now) {
      if (!target.hit && now >= target.at + LIFETIME_MS) {
        target.hit = { at: now, isCorrect: false };
        session.record({ atMs: Math.round(target.at), isCorrect: false, reactionMs: null });
      }
      if (now >= doneAt(target) + GAP_MS) target = place(now);
      clear(ctx, env);
      if (now < target.at || now >= doneAt(target)) return;
      const r = radius();
      const color = target.hit ? (target.hit.isCorrect ? colors.good : colors.bad) : colors.cue;
      disc(ctx, target.x, target.y, r, color);
      ring(ctx, target.x, target.y, r * 0.55, colors.background, Math.max(2, r / 6));
    },
    key(key, now) {
      if (!/^[1-9]$/.test(key) || target.hit || now < target.at) return;
      resolve(now, key === target.cell, key);
    },
    pointer(x, y, now) {
      if (target.hit || now < target.at) return;
      const d = Math.hypot(x - target.x, y - target.y);
      resolve(now, d <= radius() + env.degToPx(SLACK_DEG));
    },
    text() {
      return undefined;
    },
    isAsking: (now) => !target.hit && now >= target.at,
    probe: (now) =>
      !target.hit && now >= target.at ? { kind: 'point', x: target.x, y: target.y } : null,
  };
};
