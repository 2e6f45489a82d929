/**
 * Trainer frame times in real Chromium (figures, not a test): each exercise plays ~10 s with
 * scripted answers while a separate requestAnimationFrame probe records frame-to-frame times.
 * Usage: pnpm build:test && tsx scripts/bench-trainer-frames.ts
 * Prints per exercise: mean fps, p95 and max frame time. Target: 60 fps, no frame over 50 ms.
 */
import { loadavg } from 'node:os';
import { exercises, TrainerExercise } from '@optolight/domain';
import { createAccount, signInPage } from '../pwa/e2e/support/accounts';
import { launchBrowser } from '../pwa/e2e/support/browser';
import { startServer } from '../pwa/e2e/support/server';
import { TrainerDriver } from '../pwa/e2e/support/trainer-driver';
import { quantile } from './support/timings';

const MEASURE_MS = 10_000;
/** Playwright's page, by way of the driver (playwright-core is a dependency of pwa/ only). */
type Page = ConstructorParameters<typeof TrainerDriver>[0];

/**
 * Frame-to-frame times over `ms`, from a rAF loop of its own (independent of the app's). Sent as
 * source text: tsx names functions with a helper that does not exist inside the page.
 */
function measureFrames(page: Page, ms: number): Promise<number[]> {
  return page.evaluate<number[]>(`new Promise((done) => {
    const deltas = [];
    let last = null;
    let start = null;
    function tick(t) {
      if (last !== null) deltas.push(t - last);
      last = t;
      if (start === null) start = t;
      if (t - start < ${ms}) requestAnimationFrame(tick);
      else done(deltas);
    }
    requestAnimationFrame(tick);
  })`);
}

function stats(deltas: number[]) {
  const mean = deltas.reduce((a, b) => a + b, 0) / deltas.length;
  return {
    fps: 1000 / mean,
    p95: quantile(deltas, 0.95),
    max: quantile(deltas, 1),
    frames: deltas.length,
  };
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const account = await createAccount(server.url, 'patientBasic');
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const page = await context.newPage();
  const trainer = new TrainerDriver(page);
  // 12 s rounds: 10 s measured after the round has started, answered by the driver throughout.
  await signInPage(page, server.url, account, '/trainer-app?seed=1&speed=test&roundSec=12');
  await trainer.calibrate(50);
  const rows: string[] = [];
  let isMet = true;
  for (const exercise of TrainerExercise.options) {
    const { title } = exercises[exercise];
    await trainer.start(title);
    const [deltas] = await Promise.all([measureFrames(page, MEASURE_MS), trainer.playRound()]);
    await trainer.finishWithNoSymptoms();
    await trainer.backToList();
    const s = stats(deltas);
    const ok = s.fps >= 58 && s.max <= 50;
    isMet &&= ok;
    rows.push(
      `${title.padEnd(24)} ${s.fps.toFixed(1).padStart(6)} fps  p95 ${s.p95.toFixed(1).padStart(5)} ms  max ${s.max.toFixed(1).padStart(5)} ms  (${s.frames} frames) ${ok ? 'ok' : 'MISSED'}`,
    );
  }
  // Frame times depend on what else the machine runs: the load average says how busy it was.
  const load = loadavg()[0]?.toFixed(1) ?? '?';
  console.log(
    `Trainer frame times, Chromium ${browser.version()}, 768x1024, ${MEASURE_MS / 1000} s each, load ${load}:`,
  );
  for (const row of rows) console.log(row);
  console.log(isMet ? 'Target met: 60 fps, no frame over 50 ms.' : 'Target missed (see MISSED).');
} finally {
  await browser.close();
  await server.stop();
}
