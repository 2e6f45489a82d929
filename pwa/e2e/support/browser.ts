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
const journeyChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumPath);

/**
 * V8's work on the main thread of each renderer, without the helper threads it starts for
 * compiling, optimising and collecting garbage beside it. The journeys keep both cores busy with
 * three browsers at a time, so the helpers never had a core to themselves: they only added thread
 * switches, which cost a system call each on this virtual machine. Three journeys took 149–156
 * CPU-s with it and 162–166 without; the whole journey run 487 s against 511 s. The pages run
 * the same JavaScript either way; the benchmarks keep V8's default.
 */
const journeySwitches = ['--js-flags=--single-threaded'];

/** The journeys' Chromium (journeyChromiumPath), with journeySwitches. */
export const launchJourneyBrowser = () => launchBrowser(journeyChromiumPath, journeySwitches);

export function launchBrowser(
  executablePath = chromiumPath,
  switches: string[] = [],
): Promise<Browser> {
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
      ...switches,
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
