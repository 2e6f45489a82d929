/**
 * Benchmarks a full main-evaluation PDF: compose + render, N times after a warm-up, printing
 * p50 / p95 / max in ms (target: p95 <= 300 ms). Node always; with --chromium also in the system
 * Chromium, built with the PWA's Vite as the app would load it (needs pwa/node_modules).
 * Usage: npx tsx scripts/bench-report.ts [runs=50] [--chromium]
 */
// Relative imports: the root package does not depend on the report package.
import { chromiumTimes } from '../packages/report/bench/chromium';
import { benchInput as input } from '../packages/report/bench/input';
import { composeReport } from '../packages/report/src/index';
import { loadNodeFonts } from '../packages/report/src/render/fonts-node';
import { renderReport } from '../packages/report/src/render/render';
import { timingSummary } from './support/timings';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 50);
const warmUp = 5;

const coldStart = performance.now();
const fonts = await loadNodeFonts();
const once = async () => {
  const start = performance.now();
  const pdf = await renderReport(composeReport({ ...input, generatedAt: new Date() }), { fonts });
  return { ms: performance.now() - start, bytes: pdf.byteLength };
};
const first = await once();
const cold = (performance.now() - coldStart).toFixed(0);
console.log(
  `Node ${process.version}: cold ${cold} ms (fonts + first report, ${String(first.bytes)} bytes)`,
);
for (let i = 0; i < warmUp; i += 1) await once();
const times: number[] = [];
for (let i = 0; i < runs; i += 1) times.push((await once()).ms);
console.log(`Node: ${timingSummary(times)}`);

if (args.includes('--chromium')) {
  const browser = await chromiumTimes(runs);
  console.log(
    `Chromium: cold ${browser.coldMs.toFixed(0)} ms (lazy renderer + fonts + first report)`,
  );
  console.log(`Chromium: ${timingSummary(browser.times)}`);
}
