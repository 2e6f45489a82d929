import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface Violation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Runs axe-core in the page (or only within `selector`, e.g. an open dialog, whose overlay
 * dims the page behind it); returns the serious and critical violations. */
export async function seriousViolations(page: Page, selector?: string): Promise<Violation[]> {
  // Evaluated through the DevTools protocol: the app's content policy rightly refuses inline
  // scripts, and a test tool must not need that hole.
  // Once per document: a sweep scans many routes of one page, and axe is 650 KB to compile.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document | object, o: object) => Promise<AxeResults> };
      }
    ).axe;
    const r = await axe.run(selector ? { include: [selector] } : document, {
      resultTypes: ['violations'],
    });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  }, selector);
  return results.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
