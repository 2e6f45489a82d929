/**
 * Time to interactive of /evaluation on a slow tablet: Chromium at 768×1024 with the CPU slowed
 * 4×, a patient with a complete main evaluation on the device, the page loaded (from the service
 * worker's cache, as a tablet opens it). Interactive = the Appointment form is shown and the
 * main thread has had no long task (> 50 ms) for 500 ms; the figure is when the last long task
 * before that quiet ended (or the form appeared, if later), from navigation start.
 * Usage: pnpm build:test && pnpm exec tsx scripts/bench-evaluation-tti.ts [--runs 7]
 */
import { parseArgs } from 'node:util';
import { createAccount, createPatientWithVisits, signInPage } from '../pwa/e2e/support/accounts';
import { launchBrowser } from '../pwa/e2e/support/browser';
import { startServer } from '../pwa/e2e/support/server';
import { timingSummary } from './support/timings';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const RUNS = Number(values.runs);
const QUIET_MS = 500;

/** Records long tasks from the start of every page load. */
const watchLongTasks = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push(e.startTime + e.duration);
  }).observe({ type: 'longtask', buffered: true });
`;

const server = await startServer();
const browser = await launchBrowser();
try {
  const pro = await createAccount(server.url, 'professionalBasic');
  const patient = await createPatientWithVisits(server.url, pro);
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  await context.addInitScript({ content: watchLongTasks });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await signInPage(page, server.url, pro, '/search');
  await page.getByRole('button', { name: `Open ${patient}` }).click();
  await page.getByRole('button', { name: 'Details' }).click();
  await page.getByRole('button', { name: 'Evaluation', exact: true }).click();
  await page.getByRole('button', { name: 'Edit evaluation' }).click();
  await page.waitForURL('**/evaluation');
  await page.getByRole('form', { name: 'Appointment' }).waitFor();

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${server.url}/evaluation`);
    await page.getByRole('form', { name: 'Appointment' }).getByLabel('Date of visit').waitFor();
    const shownAt = await page.evaluate(() => performance.now());
    // Wait for a quiet main thread, then read when the last long task ended.
    for (;;) {
      const last = await page.evaluate(() =>
        Math.max(0, ...(window as unknown as { __longTasks: number[] }).__longTasks),
      );
      const now = await page.evaluate(() => performance.now());
      if (now - Math.max(last, shownAt) >= QUIET_MS) {
        times.push(Math.max(last, shownAt));
        break;
      }
      await page.waitForTimeout(100);
    }
  }
  console.log(`/evaluation time to interactive at 4× CPU slowdown, ${String(RUNS)} loads:`);
  console.log(timingSummary(times));
} finally {
  await browser.close();
  await server.stop();
}
