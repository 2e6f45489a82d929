/**
 * The floor under a section save: how long a bare IndexedDB transaction (four reads, then four
 * writes, then the commit) takes when a tap starts it, run on the page's main thread and in a
 * worker, in Chromium. bench-local's save figures are read against it: a save started by a tap
 * waits, like this bare one, for the browser's next frame before its IndexedDB answers arrive.
 * Usage: pnpm build:test && pnpm exec tsx scripts/bench-tap-floor.ts
 */
import { launchBrowser } from '../pwa/e2e/support/browser';
import { startServer } from '../pwa/e2e/support/server';
import { timingSummary } from './support/timings';

const TAPS = 400;

/** Defines `openProbe()` and `probe(db, k)`, both on the page and in the worker. */
const probeSource = `
const stores = ['a', 'b', 'c', 'd'];
const request = (r) => new Promise((ok, fail) => { r.onsuccess = () => ok(r.result); r.onerror = () => fail(r.error); });
function openProbe() {
  const r = indexedDB.open('optolight-tap-floor', 1);
  r.onupgradeneeded = () => { for (const s of stores) r.result.createObjectStore(s); };
  return request(r);
}
async function probe(db, k) {
  const tx = db.transaction(stores, 'readwrite');
  const read = await Promise.all(stores.map((s) => request(tx.objectStore(s).get('row'))));
  await Promise.all(stores.map((s, i) => request(tx.objectStore(s).put({ k, before: read[i] ? read[i].k : 0, text: 'x'.repeat(2000) }, 'row'))));
  await new Promise((ok) => { tx.oncomplete = ok; });
}
`;

const server = await startServer();
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 768, height: 1024 } });
  await page.goto(`${server.url}/login`);
  await page.waitForLoadState('load');
  await page.addScriptTag({ content: probeSource });
  await page.addScriptTag({
    content: `
      window.tapTimes = { main: [], worker: [] };
      const worker = new Worker(URL.createObjectURL(new Blob([
        ${JSON.stringify(probeSource)} + 'let db; onmessage = async (e) => { db ??= await openProbe(); await probe(db, e.data); postMessage(e.data); };',
      ], { type: 'text/javascript' })));
      openProbe().then((db) => {
        const button = document.createElement('button');
        button.textContent = 'probe';
        button.id = 'tap-probe';
        button.style.cssText = 'position:fixed;top:8px;left:8px;z-index:9999;padding:24px';
        let k = 0;
        button.addEventListener('click', () => {
          k += 1;
          const t0 = performance.now();
          if (k % 2) probe(db, k).then(() => tapTimes.main.push(performance.now() - t0));
          else {
            worker.onmessage = () => tapTimes.worker.push(performance.now() - t0);
            worker.postMessage(k);
          }
        });
        document.body.appendChild(button);
      });
    `,
  });
  await page.locator('#tap-probe').waitFor();
  for (let i = 0; i < TAPS; i++) {
    // Taps land at any point of the frame, as a finger's do.
    await new Promise((r) => setTimeout(r, 60 + Math.random() * 17));
    await page.mouse.click(40, 40);
  }
  await new Promise((r) => setTimeout(r, 500));
  const times = await page.evaluate(
    () => (window as unknown as { tapTimes: Record<'main' | 'worker', number[]> }).tapTimes,
  );
  console.log(
    `bare IndexedDB transaction from a tap, main thread: ${timingSummary(times.main, 'taps')}`,
  );
  console.log(
    `the same in a worker, until its answer reaches the page: ${timingSummary(times.worker, 'taps')}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
