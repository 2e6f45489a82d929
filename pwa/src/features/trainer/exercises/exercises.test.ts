import { degToPx, TrainerExercise } from '@optolight/domain';
import { describe, expect, it } from 'vitest';
import { prng } from '../../../lib/prng';
import { RoundSession } from '../engine/round-session';
import { exerciseFactories } from './index';
import type { Probe } from './types';

/** A canvas context that keeps only what is visible: texts and fill/stroke colors per frame. */
function recordingContext() {
  let frame = new Set<string>();
  let style = { fill: '', stroke: '' };
  const target = {
    set fillStyle(v: string) {
      style.fill = v;
    },
    set strokeStyle(v: string) {
      style.stroke = v;
    },
    fill: () => frame.add(`fill ${style.fill}`),
    stroke: () => frame.add(`stroke ${style.stroke}`),
    fillText: (t: string) => frame.add(`text ${t}`),
  };
  // jsdom has no 2D context: this stands in for one, with every other member a no-op.
  const ctx = new Proxy(target, {
    get: (t, key) => (key in t ? t[key as keyof typeof t] : () => undefined),
    set: (t, key, value) => {
      if (key === 'fillStyle' || key === 'strokeStyle') t[key] = value as string;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  return {
    ctx,
    take: () => {
      const f = frame;
      frame = new Set();
      style = { fill: '', stroke: '' };
      return f;
    },
  };
}

const view = { pxPerCm: 37.8, viewingDistanceCm: 50 };

/** Plays a round frame by frame; `answer` decides what the player does with each probe. */
function play(exercise: TrainerExercise, answer: (p: Probe) => boolean, ms = 45_000) {
  const session = new RoundSession(exercise);
  const env = {
    width: 768,
    height: 700,
    degToPx: (d: number) => degToPx(d, view),
    random: prng(3),
    session,
  };
  const ex = exerciseFactories[exercise](env);
  const rec = recordingContext();
  const frames: { now: number; seen: Set<string> }[] = [];
  let seenProbeAt: number | null = null;
  for (let now = 0; now < ms; now += 1000 / 60) {
    ex.frame(rec.ctx, now);
    frames.push({ now, seen: rec.take() });
    const p = ex.probe(now);
    if (!p) {
      seenProbeAt = null;
      continue;
    }
    seenProbeAt ??= now;
    // A player with a 350 ms reaction time.
    if (now - seenProbeAt < 350 || !answer(p)) continue;
    if (p.kind === 'key') ex.key(p.key, now);
    if (p.kind === 'text') ex.text(p.text, now);
    if (p.kind === 'point') ex.pointer(p.x, p.y, now);
  }
  return { session, frames };
}

/** Shortest on+off cycle of anything drawn (a color or a text), ignoring the first and last. */
function shortestCycle(frames: { now: number; seen: Set<string> }[]): number {
  const tokens = new Set(frames.flatMap((f) => [...f.seen]));
  let shortest = Infinity;
  for (const token of tokens) {
    const edges: number[] = [];
    frames.forEach((f, i) => {
      if (i > 0 && f.seen.has(token) !== (frames[i - 1]?.seen.has(token) ?? false))
        edges.push(f.now);
    });
    // A cycle: appear, disappear, appear again (or the reverse).
    for (let i = 2; i < edges.length; i++)
      shortest = Math.min(shortest, (edges[i] ?? 0) - (edges[i - 2] ?? 0));
  }
  return shortest;
}

describe.each(TrainerExercise.options)('%s', (exercise) => {
  it('rewards a player who answers every probe: all correct, harder levels, a score', () => {
    const { session } = play(exercise, () => true);
    expect(session.trials.length).toBeGreaterThan(5);
    expect(session.trials.every((t) => t.isCorrect)).toBe(true);
    expect(session.level).toBeGreaterThan(1);
    expect(session.score).toBeGreaterThan(0);
  });

  it('records misses and stays at the easiest level for a player who never answers', () => {
    const { session } = play(exercise, () => false, exercise === 'tachistoscope' ? 60_000 : 20_000);
    expect(session.trials.length).toBeGreaterThan(0);
    expect(session.trials.every((t) => !t.isCorrect && t.reactionMs === null)).toBe(true);
    expect(session.level).toBe(0);
  });

  it('never flashes faster than 3 Hz: no on/off cycle under 333 ms', () => {
    expect(shortestCycle(play(exercise, () => true).frames)).toBeGreaterThanOrEqual(333);
    expect(shortestCycle(play(exercise, () => false).frames)).toBeGreaterThanOrEqual(333);
  });
});
