/**
 * Benchmarks a full main-evaluation PDF: compose + render, N times after a warm-up, printing
 * p50 / p95 / max in ms (target: p95 <= 300 ms). Node always; with --chromium also in the system
 * Chromium, built with the PWA's Vite as the app would load it (needs pwa/node_modules).
 * --patient wang (a name in Chinese), fatima (Arabic) or kim (Korean) adds the script's font to the report.
 * Usage: npx tsx scripts/bench-report.ts [runs=50] [--chromium] [--patient wang]
 */
// Relative imports: the root package does not depend on the report package.
import { chromiumTimes } from '../packages/report/bench/chromium';
import { benchInput, isBenchPatient } from '../packages/report/bench/input';
import { composeReport, reportScripts } from '../packages/report/src/index';
import { loadNodeFonts } from '../packages/report/src/render/fonts-node';
import { renderReport } from '../packages/report/src/render/render';
import { timingSummary } from './support/timings';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 50);
const warmUp = 5;
const named = args.indexOf('--patient');
const who = named === -1 ? 'maria' : (args[named + 1] ?? '');
if (!isBenchPatient(who)) throw new Error(`No fixture patient '${who}'`);
const input = benchInput(who);
const scripts = reportScripts(composeReport({ ...input, generatedAt: new Date() }));
console.log(`Patient ${who}; script fonts: ${scripts.join(', ') || 'none'}`);

const coldStart = performance.now();
const fonts = await loadNodeFonts(scripts);
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
  const browser = await chromiumTimes(runs, who);
  console.log(
    `Chromium: cold ${browser.coldMs.toFixed(0)} ms (lazy renderer + fonts + first report)`,
  );
  console.log(`Chromium: ${timingSummary(browser.times)}`);
}
