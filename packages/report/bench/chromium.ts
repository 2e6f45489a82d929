/** The browser half of scripts/bench-report.ts: builds bench/ with the PWA's Vite, serves it on
 * 127.0.0.1 and times the report in the system Chromium (tools from pwa/node_modules). */
import { createRequire } from 'node:module';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface Vite {
  build(config: object): Promise<unknown>;
  preview(config: object): Promise<{
    resolvedUrls: { local: string[] } | null;
    close(): Promise<void>;
  }>;
}
interface Browser {
  newPage(): Promise<{
    goto(url: string): Promise<unknown>;
    waitForFunction(fn: string, arg: undefined, options: { timeout: number }): Promise<unknown>;
    evaluate(fn: string): Promise<unknown>;
  }>;
  close(): Promise<void>;
}

const root = fileURLToPath(new URL('.', import.meta.url));
const pwa = fileURLToPath(new URL('../../../pwa/', import.meta.url));

export async function chromiumTimes(
  runs: number,
  patient: string,
): Promise<{ coldMs: number; times: number[] }> {
  const vite = (await import(
    pathToFileURL(join(pwa, 'node_modules/vite/dist/node/index.js')).href
  )) as Vite;
  const require = createRequire(join(pwa, 'package.json'));
  const { chromium } = require('playwright-core') as {
    chromium: { launch(options: object): Promise<Browser> };
  };
  const outDir = mkdtempSync(join(tmpdir(), 'optolight-bench-'));
  const config = { root, logLevel: 'warn', build: { outDir, emptyOutDir: true, target: 'es2022' } };
  await vite.build(config);
  const server = await vite.preview({ ...config, preview: { host: '127.0.0.1', port: 0 } });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(
      `${server.resolvedUrls?.local[0] ?? ''}?runs=${String(runs)}&patient=${patient}`,
    );
    await page.waitForFunction('globalThis.benchResult', undefined, { timeout: 120_000 });
    return (await page.evaluate('globalThis.benchResult')) as { coldMs: number; times: number[] };
  } finally {
    await browser.close();
    await server.close();
  }
}
