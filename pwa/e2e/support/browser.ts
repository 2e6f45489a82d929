import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** For scripts outside pwa/, where playwright-core does not resolve. */
export type { Browser, Locator, Page } from 'playwright-core';

/** Debian's Chromium, never a downloaded build (no network for browser downloads here). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const headlessShell = '/usr/bin/chromium-headless-shell';
/**
 * The journeys' browser: Debian's chromium-headless-shell, the same Chromium build without the
 * desktop browser's layers (what Playwright runs for headless by default). Seven journeys took
 * 57 s with it and 72 s with the full browser; CHROMIUM_PATH runs them in any other build.
 */
export const journeyChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumPath);

export function launchBrowser(executablePath = chromiumPath): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Extra switches for experiments, e.g. a Chromium feature turned off in a benchmark.
      ...(process.env.CHROMIUM_ARGS?.split(' ').filter(Boolean) ?? []),
    ],
  });
}

/** Chromium on a profile folder that outlives it (what it stores stays for the next browser
 * started on the folder, e.g. a signed-in session for Lighthouse). */
export function launchProfile(dir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
}
