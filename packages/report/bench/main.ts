/** Runs in Chromium (see chromium.ts): compose + render a full main evaluation, as the PWA
 * would, with the renderer loaded lazily and the fonts fetched as Vite assets. */
import { composeReport, reportScripts } from '../src/index';
import { loadBrowserFonts } from '../src/render/fonts-browser';
import { benchInput, isBenchPatient } from './input';

// This package type-checks without the DOM library; the page's address is all it needs of it.
const { location } = globalThis as unknown as { location: { search: string } };
const query = new URLSearchParams(location.search);
const runs = Number(query.get('runs') ?? 50);
const who = query.get('patient') ?? 'maria';
const input = benchInput(isBenchPatient(who) ? who : 'maria');
const coldStart = performance.now();
const [{ renderReport }, fonts] = await Promise.all([
  import('../src/render/index'),
  loadBrowserFonts(reportScripts(composeReport({ ...input, generatedAt: new Date() }))),
]);
const once = async () => {
  const start = performance.now();
  await renderReport(composeReport({ ...input, generatedAt: new Date() }), { fonts });
  return performance.now() - start;
};
await once();
const coldMs = performance.now() - coldStart;
for (let i = 0; i < 5; i += 1) await once();
const times: number[] = [];
for (let i = 0; i < runs; i += 1) times.push(await once());
Object.assign(globalThis, { benchResult: { coldMs, times } });
