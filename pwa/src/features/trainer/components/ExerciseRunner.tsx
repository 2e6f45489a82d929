import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { degToPx, exercises, type TrainerExercise, type ViewGeometry } from '@optolight/domain';
import { useEffect, useRef, useState } from 'react';
import { prng } from '../../../lib/prng';
import { hasTestHooks } from '../../../lib/test-hooks';
import { RoundSession } from '../engine/round-session';
import type { TrainerOptions } from '../engine/trainer-options';
import { exerciseFactories } from '../exercises';
import type { Exercise, ExerciseEnv } from '../exercises/types';
import { AnswerControls } from './AnswerControls';

export interface FinishedPlay {
  session: RoundSession;
  startedAt: Date;
  endedAt: Date;
}

interface Props {
  exercise: TrainerExercise;
  view: ViewGeometry;
  options: TrainerOptions;
  onFinish: (play: FinishedPlay) => void;
  /** Where the staircase starts: the programme's starting level, 0 in free play. */
  startLevel?: number;
}

/** Keys the page must leave alone: typing in a field, or Space/Enter activating a button. */
const isForControl = (e: KeyboardEvent) => {
  const t = e.target;
  if (!(t instanceof HTMLElement)) return false;
  if (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA') return true;
  return t.tagName === 'BUTTON' && (e.key === ' ' || e.key === 'Enter');
};

/** The round: a canvas driven by requestAnimationFrame, keyboard and pointer input, a timer. */
export function ExerciseRunner({ exercise, view, options, onFinish, startLevel = 0 }: Props) {
  const wrapRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const runRef = useRef<{ ex: Exercise; t0: number; stop: () => void } | null>(null);
  const [hud, setHud] = useState({ secondsLeft: Math.ceil(options.roundMs / 1000), score: 0 });
  const finishRef = useRef(onFinish);
  useEffect(() => {
    finishRef.current = onFinish;
  });

  useEffect(() => {
    const wrap = wrapRef.current;
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!wrap || !canvas || !ctx) return;
    const session = new RoundSession(
      exercise,
      Math.min(startLevel, exercises[exercise].staircase.maxLevel),
    );
    const env: ExerciseEnv = {
      width: 0,
      height: 0,
      degToPx: (deg) => degToPx(deg, view),
      random: prng(options.seed),
      session,
    };
    const resize = () => {
      const rect = wrap.getBoundingClientRect();
      const dpr = window.devicePixelRatio || 1;
      env.width = rect.width;
      env.height = rect.height;
      canvas.width = Math.round(rect.width * dpr);
      canvas.height = Math.round(rect.height * dpr);
      // Exercises draw in CSS px: the calibration measured CSS px per cm.
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(wrap);
    const ex = exerciseFactories[exercise](env);
    const t0 = performance.now();
    const startedAt = new Date();
    let frame = 0;
    let lastHud = '';
    let lastProbe = '';
    let isDone = false;
    const stop = () => {
      if (isDone) return;
      isDone = true;
      cancelAnimationFrame(frame);
      finishRef.current({ session, startedAt, endedAt: new Date() });
    };
    const loop = (t: number) => {
      const now = t - t0;
      if (now >= options.roundMs) {
        stop();
        return;
      }
      ex.frame(ctx, now);
      if (hasTestHooks && options.exposeProbe) {
        const probe = JSON.stringify(ex.probe(now));
        if (probe !== lastProbe) wrap.dataset.probe = lastProbe = probe;
      }
      // React renders only when the shown numbers change, not every frame.
      const secondsLeft = Math.ceil((options.roundMs - now) / 1000);
      const hudKey = `${secondsLeft}/${session.trials.length}`;
      if (hudKey !== lastHud) {
        lastHud = hudKey;
        setHud({ secondsLeft, score: session.score });
      }
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    const onKey = (e: KeyboardEvent) => {
      if (isForControl(e) || e.repeat) return;
      if (e.key === ' ') e.preventDefault();
      ex.key(e.key, performance.now() - t0);
    };
    window.addEventListener('keydown', onKey);
    runRef.current = { ex, t0, stop };
    return () => {
      isDone = true;
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('keydown', onKey);
      runRef.current = null;
    };
  }, [exercise, view, options, startLevel]);

  const now = () => performance.now() - (runRef.current?.t0 ?? 0);
  const onPointer = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    runRef.current?.ex.pointer(e.clientX - rect.left, e.clientY - rect.top, now());
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={700} aria-live="off" data-testid="trainer-time">
          {hud.secondsLeft} s left
        </Text>
        <Text fw={700} data-testid="trainer-score">
          Score {hud.score}
        </Text>
        <Button variant="default" onClick={() => runRef.current?.stop()}>
          End round
        </Button>
      </Group>
      <Paper
        ref={wrapRef}
        radius="md"
        data-testid="trainer-stage"
        style={{ height: 'min(62vh, 640px)', overflow: 'hidden', touchAction: 'none' }}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={`${exercises[exercise].title}: ${exercises[exercise].summary}`}
          onPointerDown={onPointer}
          style={{ width: '100%', height: '100%', display: 'block', cursor: 'crosshair' }}
        />
      </Paper>
      <AnswerControls
        exercise={exercise}
        onKey={(key) => runRef.current?.ex.key(key, now())}
        onText={(text) => runRef.current?.ex.text(text, now())}
      />
    </Stack>
  );
}
