/**
 * The dashboard's Practice data card driven in Chromium for bench-practice-data --screen: what it
 * said while a large practice moved (each distinct line, with when it first showed) and how long
 * the whole step took as the person waits for it.
 */
import { stat } from 'node:fs/promises';
import { signInPage, type TestAccount } from '../../pwa/e2e/support/accounts';
import { tablet } from '../../pwa/e2e/support/app';
import type { Browser, Page } from '../../pwa/e2e/support/browser';

export interface CardRun {
  seconds: number;
  /** Each line the card's status showed, and the second it first did. */
  lines: { at: number; text: string }[];
}

/** Samples the card's status lines every 100 ms until `done` settles. */
async function watch(page: Page, done: Promise<unknown>): Promise<CardRun> {
  const started = performance.now();
  const lines: CardRun['lines'] = [];
  const state = { isDone: false };
  void done.finally(() => (state.isDone = true));
  const card = page.getByRole('region', { name: 'Practice data' });
  while (!state.isDone) {
    const texts = await card.getByRole('status').allInnerTexts();
    const at = (performance.now() - started) / 1000;
    for (const text of texts)
      if (lines.at(-1)?.text !== text) lines.push({ at: Number(at.toFixed(1)), text });
    await new Promise((r) => setTimeout(r, 100));
  }
  await done;
  return { seconds: Number(((performance.now() - started) / 1000).toFixed(1)), lines };
}

async function openCard(browser: Browser) {
  const context = await browser.newContext({ viewport: tablet, serviceWorkers: 'block' });
  const page = await context.newPage();
  page.setDefaultTimeout(300_000);
  return { context, page };
}

/** Downloads the practice through the card into `saveTo`; the tablet's own download of the
 * practice is held off, so the figure is the export's alone. */
export async function downloadThroughCard(
  browser: Browser,
  url: string,
  account: TestAccount,
  saveTo: string,
): Promise<CardRun & { bytes: number }> {
  const { context, page } = await openCard(browser);
  await page.route('**/api/sync/**', (route) => route.abort());
  await signInPage(page, url, account);
  const card = page.getByRole('region', { name: 'Practice data' });
  const download = page.waitForEvent('download', { timeout: 300_000 });
  await card.getByRole('button', { name: 'Download the practice' }).click();
  const saved = download.then(async (d) => {
    await card.getByText(`Saved as ${d.suggestedFilename()}`).waitFor();
    return d;
  });
  const run = await watch(page, saved);
  await (await saved).saveAs(saveTo);
  await context.close();
  return { ...run, bytes: (await stat(saveTo)).size };
}

/** Imports a file through the card into the empty practice of `account`. */
export async function importThroughCard(
  browser: Browser,
  url: string,
  account: TestAccount,
  file: string,
): Promise<CardRun> {
  const { context, page } = await openCard(browser);
  await signInPage(page, url, account);
  const card = page.getByRole('region', { name: 'Practice data' });
  await card.locator('input[type="file"]').setInputFiles(file);
  await card.getByRole('button', { name: 'Import' }).click();
  const run = await watch(page, card.getByText('The practice is imported').waitFor());
  await context.close();
  return run;
}
