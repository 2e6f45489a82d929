/**
 * What a page's longest frames ran: Chromium's long animation frames (each with the scripts in
 * it, where they came from and how long they forced style and layout), so a benchmark that finds
 * a task over its bound also says which code to look at.
 */
import type { Page } from '../../pwa/e2e/support/browser';

/** A frame as the page keeps it. */
interface LongFrame {
  at: number;
  ms: number;
  scripts: { what: string; ms: number; layoutMs: number }[];
}

/** An init script: every frame longer than `overMs` from the page's start, kept in the page. */
export const recordLongFrames = (overMs: number) => `window.__longFrames = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    if (e.duration <= ${String(overMs)}) continue;
    window.__longFrames.push({
      at: Math.round(e.startTime),
      ms: Math.round(e.duration),
      scripts: e.scripts.map((s) => ({
        what: [s.invokerType, s.invoker, s.sourceFunctionName, (s.sourceURL || '').split('/').pop()]
          .filter(Boolean)
          .join(' '),
        ms: Math.round(s.duration),
        layoutMs: Math.round(s.forcedStyleAndLayoutDuration),
      })),
    });
  }
}).observe({ type: 'long-animation-frame', buffered: true });`;

/** The page's `count` longest frames, longest first, a line each with its scripts. */
export async function longestFrames(page: Page, count = 3): Promise<string[]> {
  const frames = await page.evaluate(
    () => (window as unknown as { __longFrames?: LongFrame[] }).__longFrames ?? [],
  );
  return frames
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(
      (f) =>
        `${String(f.ms)} ms at ${(f.at / 1000).toFixed(1)} s: ${f.scripts
          .map(
            (s) =>
              `${s.what} ${String(s.ms)} ms${s.layoutMs ? ` (layout ${String(s.layoutMs)} ms)` : ''}`,
          )
          .join('; ')}`,
    );
}
