import { variableAt } from '@optolight/domain';
import { between } from '../../../lib/prng';
import { clear, colors, disc } from './draw';
import type { Exercise, ExerciseFactory } from './types';

const DOT_DEG = 0.8;
/** The color change stays this long whatever the answer: a change, never a flicker. */
const CHANGE_MS = 1500;
/** A press with no change counts as a false alarm, at most one per this interval. */
const FALSE_ALARM_GAP_MS = 500;

/**
 * Smooth pursuit: a dot glides along a gently curving path at the staircase's speed (deg/s) and
 * bounces off the edges. Now and then it changes color; the person presses when it does, which
 * keeps the eyes on it.
 */
export const createPursuit: ExerciseFactory = (env) => {
  const { random, session } = env;
  let x = env.width / 2;
  let y = env.height / 2;
  let heading = random() * Math.PI * 2;
  let turnRate = 0;
  let nextTurnAt = 0;
  let last = 0;
  let nextChangeAt = between(random, 1500, 3000);
  let change: { at: number; answered: boolean } | null = null;
  let lastFalseAlarm = -Infinity;

  const steer = (now: number) => {
    if (now < nextTurnAt) return;
    // Up to ±50°/s of turning: curves the eye can follow, no sudden jumps.
    turnRate = ((random() * 2 - 1) * 50 * Math.PI) / 180;
    nextTurnAt = now + between(random, 1500, 3000);
  };

  const move = (dt: number) => {
    const speed = env.degToPx(1) * variableAt('pursuit', session.level);
    heading += (turnRate * dt) / 1000;
    x += (Math.cos(heading) * speed * dt) / 1000;
    y += (Math.sin(heading) * speed * dt) / 1000;
    const m = env.degToPx(DOT_DEG) + 12;
    if (x < m || x > env.width - m) {
      heading = Math.PI - heading;
      x = Math.min(Math.max(x, m), env.width - m);
    }
    if (y < m || y > env.height - m) {
      heading = -heading;
      y = Math.min(Math.max(y, m), env.height - m);
    }
  };

  const updateChange = (now: number) => {
    if (change && now >= change.at + CHANGE_MS) {
      if (!change.answered)
        session.record({ atMs: Math.round(change.at), isCorrect: false, reactionMs: null });
      change = null;
      nextChangeAt = now + between(random, 1200, 3000);
    }
    if (!change && now >= nextChangeAt) change = { at: now, answered: false };
  };

  const press = (now: number) => {
    if (change && !change.answered) {
      change.answered = true;
      session.record({
        atMs: Math.round(change.at),
        isCorrect: true,
        reactionMs: Math.round(now - change.at),
      });
    } else if (!change && now - lastFalseAlarm >= FALSE_ALARM_GAP_MS) {
      lastFalseAlarm = now;
      session.record({
        atMs: Math.round(now),
        isCorrect: false,
        reactionMs: null,
        answered: 'press',
      });
    }
  };

  const exercise: Exercise = {
    answer: 'press',
    frame(ctx, now) {
      const dt = Math.min(100, Math.max(0, now - last));
      last = now;
      steer(now);
      move(dt);
      updateChange(now);
      clear(ctx, env);
      const r = Math.max(5, env.degToPx(DOT_DEG) / 2);
      disc(ctx, x, y, r, change ? colors.changed : colors.target);
      // A small dark centre gives the eye an exact point to hold.
      disc(ctx, x, y, Math.max(1.5, r / 4), colors.background);
    },
    key(key, now) {
      if (key === ' ' || key === 'Enter') press(now);
    },
    pointer(_x, _y, now) {
      press(now);
    },
    text() {
      return undefined;
    },
    isAsking: () => true,
    probe: () => (change && !change.answered ? { kind: 'key', key: ' ' } : null),
  };
  return exercise;
};
