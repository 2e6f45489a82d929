/**
 * A new tablet signs in to a clinic's practice that is already on the server, in Chromium at
 * tablet size (768x1024), against the real server and the built app, and lands on the dashboard
 * with its due list. Prints the time until every record is on the device, the time until the
 * header says "Synced" (and what it said while downloading), the records-per-second curve, the
 * time until the last patient is found by search, the main-thread tasks over 50 ms from sign-in
 * until then (the longest, the time they blocked, and what the longest frames ran), the due
 * list's build, update and working out, the page's memory, and the save and open-patient times
 * measured while the download runs.
 * Usage: pnpm build:test && pnpm exec tsx scripts/bench-initial-sync.ts [--patients 10000] [--idle]
 * [--profile] [--front-desk] [--registered] (--idle: nobody works during the download; --profile:
 * where the page's time goes; --front-desk: the tablet is a front desk member's, whose feed
 * carries no clinical content (docs/practices.md), so nobody works on it either)
 * The practice is seedRealisticPractice's: plans of care in every due state, visits, notes,
 * signed records, outcome results, home programmes and rounds. With --registered it is a younger
 * one, seedPractice's: each patient registered with a main evaluation (its appointment, with a
 * coded diagnosis, and Evaluation One) and nothing else yet, two records and three sections a
 * patient where the realistic practice has six and nine.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { createAccount, post, signInPage } from '../pwa/e2e/support/accounts';
import { readAccountStore } from '../pwa/e2e/support/account-db';
import { launchBrowser } from '../pwa/e2e/support/browser';
import { startServer } from '../pwa/e2e/support/server';
import { nextServerSeq } from '../sync-server/src/db/server-seq';
import { openStorage } from '../sync-server/src/db/storage';
import { startCpuProfile } from './support/cpu-profile';
import { longestFrames, recordLongFrames } from './support/long-frames';
import { seedPractice, seedRealisticPractice } from './support/seed-practice';
import { timingSummary } from './support/timings';

const { values } = parseArgs({
  options: {
    patients: { type: 'string', default: '10000' },
    profile: { type: 'boolean', default: false },
    // Nobody works while it downloads: the download's own speed.
    idle: { type: 'boolean', default: false },
    'front-desk': { type: 'boolean', default: false },
    registered: { type: 'boolean', default: false },
  },
});
const PATIENTS = Number(values.patients);
const isFrontDesk = values['front-desk'];
// A front desk opens no evaluation: the clinician's work during and after the download is not its.
const isIdle = values.idle || isFrontDesk;
type Page = Parameters<typeof signInPage>[0];

/** Records in the account's IndexedDB: a count walks every key of the store. */
const storedRecords = async (page: Page) => Number(await readAccountStore(page, 'records'));
/** Whether the device marks the practice as whole: one key. */
const isMarkedComplete = async (page: Page) =>
  (await readAccountStore(page, 'meta', 'complete')) === true;
/** The records the header says are on the device ("Downloading 1,234 of 61,250"). */
const shownCount = (label: string) =>
  Number(/([\d,]+) of/.exec(label)?.[1]?.replace(/,/g, '') ?? 0);

/** A new account that joined the owner's practice as its front desk. */
async function joinedFrontDesk(baseUrl: string, ownerToken: string) {
  const desk = await createAccount(baseUrl);
  const { code } = await post<{ code: string }>(
    `${baseUrl}/api/practice/invitations`,
    { role: 'frontDesk' },
    ownerToken,
  );
  await post(`${baseUrl}/api/practice/join`, { code }, desk.token);
  return desk;
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const pro = await createAccount(server.url, 'professionalBasic');
  const me = (await (
    await fetch(`${server.url}/api/user`, { headers: { authorization: `Bearer ${pro.token}` } })
  ).json()) as { userId: string };
  const storage = openStorage(join(server.dataDir, 'optolight.sqlite'));
  const today = new Date().toISOString().slice(0, 10);
  const seeded = values.registered
    ? { ...(await seedPractice(storage, me.userId, PATIENTS)), rounds: 0, outcomeResults: 0 }
    : await seedRealisticPractice(storage, me.userId, PATIENTS, today);
  // What the tablet's feed carries: every record, but outcome results for the front desk.
  const expected = seeded.records - (isFrontDesk ? seeded.outcomeResults : 0);
  await storage.close();
  console.log(
    `server holds ${String(seeded.records)} records, ${String(seeded.sections)} sections, ${String(seeded.rounds)} home rounds`,
  );

  // The front desk joins the practice by an invitation of its owner, as a new member does.
  const member = isFrontDesk ? await joinedFrontDesk(server.url, pro.token) : pro;

  const context = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  await context.addInitScript({ content: 'window.__name = (f) => f;' });
  // Every main-thread task over 50 ms each page of the app runs, from sign-in on: the longest is
  // the stretch a person's tap waits on a frozen tablet.
  await context.addInitScript({
    content: `window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });`,
  });
  await context.addInitScript({ content: recordLongFrames(100) });
  const page = await context.newPage();
  // Room for every pull's timing (the browser keeps 250 by default; 50,000 patients pull 390
  // pages), set as the sync worker starts, before its first page arrives.
  page.on('worker', (worker) => {
    if (worker.url().includes('sync.worker'))
      void worker
        .evaluate(() => {
          performance.setResourceTimingBufferSize(10_000);
        })
        .catch(() => undefined);
  });
  page.setDefaultTimeout(120_000);
  const profile = values.profile ? await startCpuProfile(page) : null;
  const t0 = Date.now();
  await signInPage(page, server.url, member);
  const status = page.getByTestId('sync-status');
  const labels = new Set<string>();

  const curve: [number, number][] = [];
  let allStored = NaN;
  let synced = NaN;
  let syncedEarly = false;
  const saves: number[] = [];
  const opens: number[] = [];
  const search = page.getByRole('textbox', { name: 'Search patients' });

  /** One open of patient P-1 (unsigned) from the search table and one section save on its evaluation. */
  const workWhileDownloading = async () => {
    await page.getByRole('link', { name: 'Evaluation' }).click();
    await search.fill('P-1');
    await page.getByRole('button', { name: 'Open First1 Last1' }).waitFor();
    opens.push(
      await page.evaluate(async () => {
        const t = performance.now();
        const open = document.querySelector<HTMLButtonElement>(
          'button[aria-label="Open First1 Last1"]',
        );
        // A tap: the finger's pointerdown comes before the click, as on a tablet.
        open?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
        open?.click();
        while (
          !document.querySelector('[data-testid="patient-info"]') ||
          document.querySelectorAll('table[aria-label="Evaluations"] tbody tr').length < 1
        )
          await new Promise((r) => requestAnimationFrame(r));
        return performance.now() - t;
      }),
    );
    await page.getByRole('button', { name: 'Details' }).first().click();
    await page.getByRole('button', { name: 'Edit' }).nth(1).click();
    await page.getByRole('tab', { name: 'Evaluation One' }).click();
    await page
      .getByLabel('Present medical history')
      .fill(`Edited while downloading ${String(saves.length)}`);
    await page.evaluate(() => {
      performance.clearMeasures('optolight:save-section');
    });
    await page.getByRole('button', { name: 'Save & continue' }).click();
    await page.locator('[role=tab][aria-selected=true]', { hasText: 'Evaluation Two' }).waitFor();
    const measured = await page.evaluate(() =>
      performance.getEntriesByName('optolight:save-section').map((e) => e.duration),
    );
    saves.push(...measured);
    await page.getByRole('link', { name: 'Home: my account' }).click();
  };

  let working: Promise<void> | null = null;
  while (Date.now() - t0 < 600_000) {
    // The header first: a slice stored between the two reads must not look like "Synced" shown
    // before the last records.
    const label = (await status.textContent().catch(() => '')) ?? '';
    // The store is counted once the device marks the practice whole or the header says "Synced",
    // so both are held to the store itself; before, the header's figure draws the curve. A
    // count every 250 ms walked every key of the store 520 times at 50,000 patients, slowing
    // the download it measured.
    const counted = label.includes('Synced') || (await isMarkedComplete(page));
    const count = counted ? await storedRecords(page) : shownCount(label);
    const elapsed = (Date.now() - t0) / 1000;
    curve.push([elapsed, count]);
    if (labels.size < 6) labels.add(label.replace(/[0-9,]+/g, 'N'));
    if (label.includes('Synced') && Number.isNaN(synced)) {
      synced = elapsed;
      syncedEarly = count < expected;
    }
    if (counted && count >= expected && Number.isNaN(allStored)) allStored = elapsed;
    if (!Number.isNaN(allStored) && !Number.isNaN(synced)) break;
    // The clinician works while it downloads, once the first patients are there.
    if (!isIdle && count > 0 && count < expected * 0.9 && !working)
      working = workWhileDownloading().finally(() => {
        working = null;
      });
    await new Promise((r) => setTimeout(r, 250));
  }
  await working;
  // The last patient found by search, once the header says "Synced" (the front desk's menu calls
  // the search "Patients").
  await page.getByRole('link', { name: isFrontDesk ? 'Patients' : 'Evaluation' }).click();
  const lastName = `First${String(PATIENTS - 1)} Last${String((PATIENTS - 1) % 997)}`;
  await search.fill(`P-${String(PATIENTS - 1)}`);
  await page.getByRole('button', { name: `Open ${lastName}` }).waitFor();
  const found = (Date.now() - t0) / 1000;
  await page.getByRole('link', { name: 'Home: my account' }).click();
  await page.getByTestId('due-count').waitFor();
  const dueShown = (Date.now() - t0) / 1000;
  const dueCount = await page.getByTestId('due-count').textContent();
  if (profile) console.log(`main-thread self time, top functions:\n${await profile.stop()}`);
  // The pulls are the sync worker's requests, in its own resource timings.
  const syncWorker = page.workers().find((w) => w.url().includes('sync.worker'));
  const pulls = syncWorker
    ? await syncWorker.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e): e is PerformanceResourceTiming => e.name.includes('/sync/pull'))
          .map(
            (e) =>
              `${(e.responseStart - e.requestStart).toFixed(0)}+${(e.responseEnd - e.responseStart).toFixed(0)}`,
          ),
      )
    : ['(no sync worker)'];
  console.log(`pull requests, server wait + transfer (ms): ${pulls.join(' ')}`);
  // When the download starts: sign-in, the dashboard's load and the sync worker's start before it.
  const firstPull = syncWorker
    ? await syncWorker.evaluate(() => {
        const first = performance
          .getEntriesByType('resource')
          .find((e) => e.name.includes('/sync/pull'));
        return first ? performance.timeOrigin + first.startTime : NaN;
      })
    : NaN;
  console.log(`the first pull asked for: ${((firstPull - t0) / 1000).toFixed(1)} s after sign-in`);
  const tasks = await page.evaluate(
    () => (window as unknown as { __longTasks: number[] }).__longTasks,
  );
  // Blocked time as Lighthouse counts it: what each long task holds the page past 50 ms.
  const blocked = tasks.reduce((sum, t) => sum + t - 50, 0);
  console.log(
    `main-thread tasks over 50 ms from sign-in until the last patient was found and the due list shown: ${String(tasks.length)}, longest ${Math.max(0, ...tasks).toFixed(0)} ms, over 200 ms: ${String(tasks.filter((t) => t > 200).length)}, blocked ${(blocked / 1000).toFixed(1)} s`,
  );
  for (const frame of await longestFrames(page))
    console.log(`  a long frame of the page, by what it ran: ${frame}`);
  console.log(`the header said: ${[...labels].map((l) => JSON.stringify(l)).join(', ')}`);
  console.log(`the last patient found by search: ${found.toFixed(1)} s after sign-in`);
  console.log(
    `the dashboard's due list: ${String(dueCount)}, shown ${dueShown.toFixed(1)} s after sign-in (the dashboard opened after the search)`,
  );
  const memory = await page.evaluate(
    () =>
      (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ??
      0,
  );
  // What the page holds on to, after a full collection: the figure above counts garbage not yet
  // collected, and moved by tens of MB from run to run.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  console.log(
    `the page's JavaScript heap at the end: ${(memory / 2 ** 20).toFixed(0)} MB, ${(usedSize / 2 ** 20).toFixed(0)} MB held after a full collection`,
  );

  console.log(`every record on the device: ${allStored.toFixed(1)} s after sign-in`);
  console.log(
    `header says "Synced": ${synced.toFixed(1)} s${syncedEarly ? ' (BEFORE every record was there)' : ''}`,
  );
  const perSecond: string[] = [];
  for (let s = 1; s <= Math.ceil(allStored); s++) {
    const at = (t: number) => curve.filter(([x]) => x <= t).at(-1)?.[1] ?? 0;
    perSecond.push(String(at(s) - at(s - 1)));
  }
  console.log(`records per second: ${perSecond.join(' ')}`);
  console.log(`section save during the download: ${timingSummary(saves, 'saves')}`);
  // Each figure, so runs can be pooled: one run's p95 of 60 saves is its third slowest.
  console.log(`  each, in order (ms): ${saves.map((t) => t.toFixed(1)).join(' ')}`);
  console.log(`open a patient during the download: ${timingSummary(opens, 'opens')}`);
  console.log(`  each, in order (ms): ${opens.map((t) => t.toFixed(0)).join(' ')}`);
  // The same work once everything is there, as many times, so the two tails compare like for
  // like (a p95 of 10 is the worst but one).
  const during = saves.length;
  saves.length = 0;
  opens.length = 0;
  if (!isFrontDesk) for (let i = 0; i < Math.max(10, during); i++) await workWhileDownloading();
  console.log(`section save after the download: ${timingSummary(saves, 'saves')}`);
  console.log(`  each, in order (ms): ${saves.map((t) => t.toFixed(1)).join(' ')}`);
  console.log(`open a patient after the download: ${timingSummary(opens, 'opens')}`);
  console.log(`  each, in order (ms): ${opens.map((t) => t.toFixed(0)).join(' ')}`);
  // The due list: built once the practice is on the device, then brought up to each save.
  const due = await page.evaluate(() =>
    ['optolight:due-build', 'optolight:due-update', 'optolight:due-list'].map((name) =>
      performance.getEntriesByName(name).map((e) => e.duration),
    ),
  );
  const [builds = [], updates = [], lists = []] = due;
  console.log(`due index built: ${builds.map((t) => t.toFixed(0)).join(' ')} ms (slices of 12 ms)`);
  console.log(`due index brought up to a save: ${timingSummary(updates, 'updates')}`);
  console.log(`due list worked out from the index: ${timingSummary(lists, 'times')}`);

  // A week away: offline while 200 patients' details change on the server, then back online.
  await context.setOffline(true);
  const server2 = openStorage(join(server.dataDir, 'optolight.sqlite'));
  const target = await server2.write(async (tx) => {
    const rows = tx.$client
      .prepare<[string], { id: string }>(
        "SELECT record_id AS id FROM sections WHERE owner_id = ? AND name = 'info' LIMIT 200",
      )
      .all(me.userId);
    const update = tx.$client.prepare<[number, string]>(
      `UPDATE sections SET data = json_set(data, '$.city', 'Doral'), version = version + 1,
         server_seq = ? WHERE record_id = ? AND name = 'info'`,
    );
    let last = 0;
    for (const row of rows) update.run((last = await nextServerSeq(tx)), row.id);
    return last;
  });
  await server2.close();
  const cursorNow = async () => Number((await readAccountStore(page, 'meta', 'cursor')) ?? 0);
  const back = Date.now();
  await context.setOffline(false);
  while ((await cursorNow()) < target && Date.now() - back < 60_000)
    await new Promise((r) => setTimeout(r, 50));
  console.log(
    `200 changes made while offline, on the device ${String(Date.now() - back)} ms after reconnecting`,
  );
} finally {
  await browser.close();
  await server.stop();
}
