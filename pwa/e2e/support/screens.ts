import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const screens = join(import.meta.dirname, '..', '..', 'test-results', 'screens');
mkdirSync(screens, { recursive: true });

/** A full-page screenshot under pwa/test-results/screens, to look at what a journey showed; of
 * the window only with `fullPage: false` (a dialog over a long page). */
export const shot = (page: Page, name: string, { fullPage = true } = {}) =>
  page.screenshot({ path: join(screens, `${name}.png`), fullPage });

/** Where a journey keeps a file it made (a downloaded report), beside its screenshots. */
export const keptFile = (name: string) => join(screens, name);

/** Waits until a route has drawn its page: its heading, no request in flight, no 'Loading...'. */
export async function settle(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page
    .getByText('Loading...')
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => undefined);
}

/**
 * Opens a route the way the app's own links do (history and the router, no reload) where the app
 * is already running, and waits for the new route's heading: the headings on screen are marked
 * first, so the page left behind is never taken for the one asked for. Only the first visit loads
 * the page; a reload per route cost as much as the checks made on it.
 */
export async function openRoute(page: Page, url: string) {
  const target = new URL(url);
  if (new URL(page.url()).origin !== target.origin) {
    await page.goto(url);
    return;
  }
  await page.evaluate((path) => {
    // There already (where signing in landed): the router draws nothing new for the same
    // address, so a heading marked here would never be replaced.
    if (location.pathname + location.search === path) return;
    for (const heading of document.querySelectorAll('h1')) heading.dataset.leftBehind = '';
    const state: unknown = history.state;
    history.pushState(state, '', path);
    dispatchEvent(new PopStateEvent('popstate', { state }));
  }, target.pathname + target.search);
  await page.locator('h1:not([data-left-behind])').first().waitFor();
}
