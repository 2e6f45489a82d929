/**
 * Lighthouse 12.2.3 (mobile: simulated slow 4G and a 4x slower CPU) on the production build,
 * against the real server, in Debian's Chromium: performance, accessibility and best practices of
 * /login, /signup and /forgotpassword, and of /my-account signed in to the demo practice on a
 * tablet that already holds it. Each
 * page runs `--runs` times (default 2); prints every score, total blocking time, main-thread
 * work and the scripts loaded, and exits non-zero below the targets in docs/testing.md.
 * Usage: pnpm build && pnpm exec tsx scripts/bench-lighthouse.ts [--runs 2] [--only /login]
 * [--reports DIR] (--only: one page; --reports: keeps each run's Lighthouse JSON report in DIR)
 * Lighthouse runs through `pnpm dlx lighthouse@12.2.3` (pinned, fetched on first use, kept out of
 * the workspace's install: nothing but this benchmark needs it).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumPath, launchProfile } from '../pwa/e2e/support/browser';
import { startServer } from '../pwa/e2e/support/server';
import { demoAccount } from './support/demo-account';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '2' },
    only: { type: 'string' },
    reports: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const repoRoot = join(import.meta.dirname, '..');

/** What each page must reach (the issue of a light front door, docs/testing.md#benchmarks). */
const targets: Record<string, { performance: number }> = {
  '/login': { performance: 90 },
  '/signup': { performance: 90 },
  '/forgotpassword': { performance: 90 },
  '/my-account': { performance: 80 },
};
const QUALITY = { accessibility: 100, 'best-practices': 100 };

interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      numericValue?: number;
      details?: { items?: { url?: string }[] };
    }
  >;
}

/** The audits of the quality categories that did not pass, so a score below 100 says why. */
const failing = (report: Report) =>
  ['accessibility', 'best-practices'].flatMap((c) =>
    (report.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score === 0)
      .map((ref) => `${c}: ${report.audits[ref.id]?.title ?? ref.id}`),
  );

const server = await startServer(join(repoRoot, 'pwa', 'dist'));
const profile = mkdtempSync(join(tmpdir(), 'optolight-lighthouse-'));
let failed = false;
try {
  // The demo practice in the server's database, and its session in the browser profile
  // Lighthouse runs in (it keeps the profile's storage with --disable-storage-reset).
  execFileSync(join(repoRoot, 'node_modules', '.bin', 'tsx'), ['scripts/seed-demo.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: server.dataDir },
    stdio: 'ignore',
  });
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAccount),
  });
  const session = (await login.json()) as { token: string; expiresAt: string };

  for (const path of Object.keys(targets).filter((p) => !values.only || p === values.only)) {
    const signedIn = path === '/my-account';
    // Each page in a profile of its own: signed in only where the page needs it.
    rmSync(profile, { recursive: true, force: true });
    const context = await launchProfile(profile);
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.evaluate(
      ([key, value]: readonly [string, string]) => {
        if (value) localStorage.setItem(key, value);
        else localStorage.clear();
      },
      ['optolight.session', signedIn ? JSON.stringify(session) : ''] as const,
    );
    // The tablet has been used before: the practice is on it, as on any day but the first
    // (the first sign-in downloads it, which bench-initial-sync measures).
    if (signedIn) {
      await page.goto(`${server.url}${path}`);
      await page.getByTestId('sync-status').getByText('Synced').waitFor({ timeout: 60_000 });
    }
    await context.close();

    for (let run = 1; run <= RUNS; run++) {
      const out = join(profile, '..', `lighthouse-${String(process.pid)}.json`);
      execFileSync(
        'pnpm',
        [
          'dlx',
          'lighthouse@12.2.3',
          `${server.url}${path}`,
          '--quiet',
          '--output=json',
          `--output-path=${out}`,
          '--only-categories=performance,accessibility,best-practices',
          '--disable-storage-reset',
          `--chrome-flags=--headless=new --no-sandbox --user-data-dir=${profile}`,
        ],
        {
          env: { ...process.env, CHROME_PATH: chromiumPath },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
      if (values.reports) {
        mkdirSync(values.reports, { recursive: true });
        copyFileSync(out, join(values.reports, `${path.slice(1)}-${String(run)}.json`));
      }
      rmSync(out, { force: true });
      const score = (c: string) => Math.round(100 * (report.categories[c]?.score ?? 0));
      const scripts = (report.audits['network-requests']?.details?.items ?? []).filter((i) =>
        i.url?.endsWith('.js'),
      ).length;
      const tbt = report.audits['total-blocking-time']?.numericValue ?? NaN;
      const work = report.audits['mainthread-work-breakdown']?.numericValue ?? NaN;
      console.log(
        `${path.padEnd(16)} run ${String(run)}: performance ${String(score('performance'))}, accessibility ${String(score('accessibility'))}, best practices ${String(score('best-practices'))}; total blocking time ${tbt.toFixed(0)} ms, main-thread work ${(work / 1000).toFixed(1)} s, ${String(scripts)} scripts`,
      );
      for (const line of failing(report)) console.log(`  ${line}`);
      const target = targets[path];
      if (
        (target && score('performance') < target.performance) ||
        score('accessibility') < QUALITY.accessibility ||
        score('best-practices') < QUALITY['best-practices']
      )
        failed = true;
    }
  }
} finally {
  rmSync(profile, { recursive: true, force: true });
  await server.stop();
}
if (failed) {
  console.error('Below a target: see the scores above.');
  process.exit(1);
}
