import { chromium, type Browser } from 'playwright-core';

/** For scripts outside pwa/, where playwright-core does not resolve. */
export type { Locator, Page } from 'playwright-core';

/** Debian's Chromium, never a downloaded build (no network for browser downloads here). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
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
