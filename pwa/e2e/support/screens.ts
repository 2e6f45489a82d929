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
