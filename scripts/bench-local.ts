/**
 * Local-data speed of the clinical screens in Chromium against the built app: seeds 10,000
 * patients and ~50,000 sections straight into the account's IndexedDB, then measures
 * search-as-you-type (p95 <= 50 ms), opening a patient with 100 visits (p95 <= 150 ms) and one
 * section save (p95 <= 16 ms, read from the app's 'optolight:save-section' User Timing entries),
 * on Evaluation One and on the largest tab, Observations. Each save is also timed from the tap,
 * which adds how the press is handled before the save starts.
 * Most of a save's time is Chromium's, not the app's: after a tap, Chromium holds other work (the
 * IndexedDB answers among it) until the next frame has painted the press. To time the write alone,
 * run with CHROMIUM_ARGS=--disable-features=DeferRendererTasksAfterInput.
 * Usage: pnpm build:test && pnpm exec tsx scripts/bench-local.ts (SAVES=n saves per tab,
 * 300 by default: the p95 of fewer moves by a few ms from run to run)
 */
import { fullMainEvaluation } from '@optolight/fixtures';
import { sectionsOfKind } from '@optolight/domain';
// Relative imports: the e2e helpers start the real server and the system Chromium.
import { createAccount, signInPage } from '../pwa/e2e/support/accounts';
import { launchBrowser } from '../pwa/e2e/support/browser';
import { startServer } from '../pwa/e2e/support/server';
import { timingSummary } from './support/timings';

/** The bench's own hook on the page: the current press's time from the tap to saved. */
interface BenchWindow {
  benchSave: Promise<number>;
}

const PATIENTS = 10_000;
const SECTIONS = 50_000;
const VISITS = 100;

const server = await startServer();
const browser = await launchBrowser();
try {
  const pro = await createAccount(server.url, 'professionalBasic');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // tsx keeps function names with a `__name` helper that the page does not have.
  await context.addInitScript({ content: 'window.__name = (f) => f;' });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await signInPage(page, server.url, pro);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  await page.getByTestId('sync-status').getByText('Synced').waitFor();

  const sections = Object.fromEntries(
    sectionsOfKind.mainEvaluation.map((n) => [n, fullMainEvaluation[n]]),
  );
  const seeded = await page.evaluate(
    async ({ patients, total, visits, sections }) => {
      const user = JSON.parse(localStorage.getItem('optolight.user') ?? '{}') as { userId: string };
      const db = await new Promise<IDBDatabase>((ok, fail) => {
        const req = indexedDB.open(`optolight-${user.userId}`);
        req.onsuccess = () => {
          ok(req.result);
        };
        req.onerror = () => {
          fail(req.error ?? new Error('open failed'));
        };
      });
      const at = new Date().toISOString();
      const tx = db.transaction(['records', 'sections'], 'readwrite');
      const records = tx.objectStore('records');
      const store = tx.objectStore('sections');
      const put = (recordId: string, name: string, data: unknown) =>
        store.put({ recordId, name, data, serverData: {}, serverVersion: 0, updatedAt: at });
      let count = 0;
      for (let i = 0; i < patients; i++) {
        const id = `bench-p-${String(i)}`;
        records.put({
          id,
          kind: 'patient',
          parentId: null,
          createdAt: at,
          updatedAt: at,
          deleted: false,
        });
        put(id, 'info', {
          patientId: `P-${String(i)}`,
          firstName: `First${String(i)}`,
          lastName: `Last${String(i % 997)}`,
          address: `${String(i)} Harbor Road`,
          city: 'Miami',
          phone: '305 555 0100',
          emPhone: '',
          emPerson: '',
          age: '1980-01-01',
          state: 'FL',
          zip: '33101',
          country: null,
        });
        count++;
      }
      const names = Object.keys(sections);
      for (let e = 0; count < total; e++) {
        const id = `bench-e-${String(e)}`;
        const parentId = e < visits ? 'bench-p-0' : `bench-p-${String(e % patients)}`;
        records.put({
          id,
          kind: 'mainEvaluation',
          parentId,
          createdAt: at,
          updatedAt: at,
          deleted: false,
        });
        for (const n of names) {
          put(id, n, sections[n]);
          count++;
        }
      }
      await new Promise((ok, fail) => {
        tx.oncomplete = ok;
        tx.onerror = () => {
          fail(tx.error ?? new Error('seeding failed'));
        };
      });
      db.close();
      return count;
    },
    { patients: PATIENTS, total: SECTIONS, visits: VISITS, sections },
  );
  console.log(`seeded ${String(PATIENTS)} patients, ${String(seeded)} sections`);

  // Reload so the app reads the seeded database from scratch.
  await page.goto(`${server.url}/search`);
  const search = page.getByRole('textbox', { name: 'Search patients' });
  await page.getByText(`of ${String(PATIENTS)}`).waitFor();

  // Search: time from a keystroke until the table's count changes.
  const typing: number[] = [];
  for (let k = 0; k < 40; k++) {
    const id = String(1000 + ((k * 2377) % 9000));
    for (const q of [`P-${id.slice(0, 2)}`, `P-${id.slice(0, 3)}`, `P-${id}`, '']) {
      typing.push(
        await search.evaluate(async (input: HTMLInputElement, text) => {
          // Re-read each frame: a new query remounts the table (and its range label).
          const label = () =>
            [...document.querySelectorAll('[aria-live="polite"]')].find((el) =>
              / of \d+$/.test(el.textContent),
            )?.textContent ?? '';
          const before = label();
          // React tracks the value it set; the prototype's setter makes the change look typed.
          const proto = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
          const t0 = performance.now();
          proto?.set?.call(input, text);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          while (label() === before && performance.now() - t0 < 2000)
            await new Promise((r) => requestAnimationFrame(r));
          return performance.now() - t0;
        }, q),
      );
    }
  }
  console.log(`search as you type: ${timingSummary(typing)}`);

  // Opening the patient with 100 visits, from the search table.
  await search.fill('P-0');
  await page.getByText('1–1 of 1').waitFor();
  const opening: number[] = [];
  const panel: number[] = [];
  for (let k = 0; k < 20; k++) {
    await page.getByRole('button', { name: 'Open First0 Last0' }).waitFor();
    const [all, info] = await page.evaluate(async (visits) => {
      const t0 = performance.now();
      document.querySelector<HTMLButtonElement>('button[aria-label="Open First0 Last0"]')?.click();
      const info = () => document.querySelector('[data-testid="patient-info"]') !== null;
      const rows = () =>
        document.querySelectorAll('table[aria-label="Evaluations"] tbody tr').length;
      let tInfo = 0;
      while (rows() < visits && performance.now() - t0 < 5000) {
        await new Promise((r) => requestAnimationFrame(r));
        if (!tInfo && info()) tInfo = performance.now() - t0;
      }
      return [performance.now() - t0, tInfo] as const;
    }, VISITS);
    opening.push(all);
    panel.push(info);
    await page.goBack();
    await search.fill('P-0');
    // A clinician clicks once the filtered list is on screen.
    await page.getByText('1–1 of 1').waitFor();
  }
  console.log(`open a patient, details panel shown: ${timingSummary(panel)}`);
  console.log(
    `open a patient with ${String(VISITS)} visits, all rows shown: ${timingSummary(opening)}`,
  );

  // Section saves on the patient's first visit, each tab saved repeatedly: Evaluation One (the
  // target) and Observations, the largest form.
  await page.getByRole('button', { name: 'Open First0 Last0' }).click();
  await page.getByRole('button', { name: 'Details' }).first().click();
  await page.getByRole('button', { name: 'Edit' }).nth(1).click();
  // Offline, so the numbers are the device write alone, not queued behind a sync push.
  await context.setOffline(true);
  const timeSaves = async (
    tab: string,
    field: string,
    value: (k: number) => string,
    next: string,
  ) => {
    await page.evaluate(() => {
      performance.clearMeasures('optolight:save-section');
    });
    const fromTap: number[] = [];
    for (let k = 0; k < Number(process.env.SAVES ?? 300); k++) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByLabel(field).fill(value(k));
      // Pressed with the mouse and awaited inside the page on the save's own User Timing entry:
      // Playwright's click and waitFor poll inside the page (DOM queries, animation frames),
      // work that would compete with the save being timed.
      const button = page.getByRole('button', { name: 'Save & continue' });
      await button.scrollIntoViewIfNeeded();
      const box = await button.boundingBox();
      if (!box) throw new Error('Save & continue is not on screen');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      // Listening before the press: an evaluate sent alongside it may reach the page after it.
      await page.evaluate(() => {
        (window as unknown as BenchWindow).benchSave = new Promise<number>((ok) => {
          let pressedAt = NaN;
          // The press's own time too: the save's entry starts after the click is handled.
          addEventListener(
            'click',
            (e) => {
              pressedAt = e.timeStamp;
            },
            { capture: true, once: true },
          );
          new PerformanceObserver((list, observer) => {
            const entry = list.getEntriesByName('optolight:save-section')[0];
            if (!entry) return;
            observer.disconnect();
            ok(entry.startTime + entry.duration - pressedAt);
          }).observe({ type: 'measure' });
        });
      });
      await page.mouse.down();
      await page.mouse.up();
      fromTap.push(await page.evaluate(() => (window as unknown as BenchWindow).benchSave));
      await page.locator('[role=tab][aria-selected=true]', { hasText: next }).waitFor();
    }
    const saves = await page.evaluate(() =>
      performance.getEntriesByName('optolight:save-section').map((e) => e.duration),
    );
    return { saves, fromTap };
  };
  const evaluationOne = await timeSaves(
    'Evaluation One',
    'Present medical history',
    (k) => `Bench edit ${String(k)}`,
    'Evaluation Two',
  );
  console.log(`one section save: ${timingSummary(evaluationOne.saves)}`);
  console.log(`  the same from the tap: ${timingSummary(evaluationOne.fromTap)}`);
  const observations = await timeSaves(
    'Observations',
    'Pupillary distance (cm)',
    (k) => String(5 + (k % 9)),
    'Short Term Goals',
  );
  console.log(
    `one section save, Observations (the largest tab): ${timingSummary(observations.saves)}`,
  );
  console.log(`  the same from the tap: ${timingSummary(observations.fromTap)}`);

  // The floor under any save: one raw IndexedDB put-and-commit in the same database.
  const floor = await page.evaluate(async () => {
    const user = JSON.parse(localStorage.getItem('optolight.user') ?? '{}') as { userId: string };
    const db = await new Promise<IDBDatabase>((ok, fail) => {
      const req = indexedDB.open(`optolight-${user.userId}`);
      req.onsuccess = () => {
        ok(req.result);
      };
      req.onerror = () => {
        fail(req.error ?? new Error('open failed'));
      };
    });
    const times: Record<string, number[]> = { default: [], relaxed: [], strict: [] };
    for (let k = 0; k < 60; k++) {
      for (const durability of ['default', 'relaxed', 'strict'] as const) {
        const t0 = performance.now();
        const tx = db.transaction('meta', 'readwrite', { durability });
        tx.objectStore('meta').put({ key: 'benchProbe', value: k });
        await new Promise((ok) => {
          tx.oncomplete = ok;
        });
        times[durability]?.push(performance.now() - t0);
      }
    }
    db.close();
    return times;
  });
  for (const [durability, times] of Object.entries(floor))
    console.log(`raw IndexedDB put+commit (${durability} durability): ${timingSummary(times)}`);
} finally {
  await browser.close();
  await server.stop();
}
