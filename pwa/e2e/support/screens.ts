import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const screens = join(import.meta.dirname, '..', '..', 'test-results', 'screens');
mkdirSync(screens, { recursive: true });

/** A full-page screenshot under pwa/test-results/screens, to look at what a journey showed. */
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(screens, `${name}.png`), fullPage: true });
