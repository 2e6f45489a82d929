import type { ExerciseEnv } from './types';

/** A dark, even field: bright targets on it stand out without glare. */
export const colors = {
  background: '#16202c',
  target: '#f8f9fa',
  faint: '#46566a',
  // Readable words on the dark field (4.5:1 or more), unlike the faint target marks.
  hint: '#9aabc0',
  cue: '#ffd43b',
  changed: '#ff922b',
  good: '#51cf66',
  bad: '#ff6b6b',
};

export function clear(ctx: CanvasRenderingContext2D, env: ExerciseEnv): void {
  ctx.fillStyle = colors.background;
  ctx.fillRect(0, 0, env.width, env.height);
}

export function disc(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  r: number,
  color: string,
) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = color;
  ctx.fill();
}

export function ring(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  r: number,
  color: string,
  width = 3,
) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.stroke();
}

/** Text centred on (x, y) with its capital height about `heightPx`. */
export function label(
  ctx: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  heightPx: number,
  color = colors.target,
) {
  // Cap height of a sans-serif is about 0.72 of the font size.
  ctx.font = `700 ${Math.max(10, heightPx / 0.72)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = color;
  ctx.fillText(text, x, y);
}

export function cross(ctx: CanvasRenderingContext2D, x: number, y: number, size: number) {
  ctx.strokeStyle = colors.target;
  ctx.lineWidth = Math.max(2, size / 8);
  ctx.beginPath();
  ctx.moveTo(x - size / 2, y);
  ctx.lineTo(x + size / 2, y);
  ctx.moveTo(x, y - size / 2);
  ctx.lineTo(x, y + size / 2);
  ctx.stroke();
}

/** Horizontal offset of a target `deg` from the centre, kept inside the canvas margin. */
export function eccentricity(env: ExerciseEnv, deg: number, margin: number): number {
  return Math.min(env.degToPx(deg), env.width / 2 - margin);
}
