import { fixturePatients } from '@optolight/fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AppShell } from './pages/AppShell';
import { ClinicalPages } from './pages/ClinicalPages';
import { readAccountStore } from './support/account-db';
import { createAccount, signInPage } from './support/accounts';
import { largePhone, tablet, useApp } from './support/app';
import { otherDevice } from './support/other-device';
import { shot } from './support/screens';

/** How far (px) the list's range sits from the middle of the rows-per-page box beside it. */
async function rangeOffLine(page: Page): Promise<number> {
  const range = await page.getByText('1–1 of 1', { exact: true }).boundingBox();
  const box = await page.getByLabel('Rows per page').boundingBox();
  if (!range || !box) throw new Error('the list has no range or no rows-per-page box');
  return Math.abs(range.y + range.height / 2 - (box.y + box.height / 2));
}

/** 1,500 patients: 3,000 changes, so a new tablet pulls a page of 2,000 and then the rest. */
const PATIENTS = 1500;

describe('a first download on a new tablet', () => {
  const app = useApp();

  it('says how far it is, searches what is there, goes offline and resumes, and says Synced only with everything here', async () => {
    const pro = await createAccount(app.url, 'professionalBasic');
    const frontDesk = await otherDevice(app.url, pro.token, 'Front desk PC');
    await frontDesk.registerPatients(PATIENTS, fixturePatients.maria);

    const { context, page, line } = await app.newPage(tablet);
    const shell = new AppShell(page);
    const c = new ClinicalPages(page);
    // The second page of the feed is slow to come: the first 1,000 patients are on the tablet.
    const secondPage = line.hold((path) => /^\/api\/sync\/pull\?cursor=[1-9]/.test(path));
    await signInPage(page, app.url, pro, '/search');

    await shell
      .syncStatus()
      .getByText('1,000 of 1,500', { exact: true })
      .waitFor({ timeout: 30_000 });
    expect(await shell.syncStatus().innerText()).toMatch(/^Downloading\s+1,000 of 1,500$/);
    const bar = shell.syncStatus().getByRole('progressbar', {
      name: 'Practice downloaded to this device',
    });
    expect(await bar.getAttribute('aria-valuetext')).toBe('1,000 of 1,500 records');
    expect(await bar.getAttribute('aria-valuenow')).toBe('1000');
    expect(await bar.getAttribute('aria-valuemax')).toBe('1500');
    const notice = page.getByTestId('download-notice');
    expect(await notice.innerText()).toMatch(/some may be missing until the download ends/);

    // Search works on the patients already here.
    await c.search('D-0042');
    await page.getByRole('button', { name: 'Open First42 Last42' }).waitFor();
    await shot(page, 'first-download-tablet');
    expect(await rangeOffLine(page)).toBeLessThan(3);
    await page.setViewportSize(largePhone);
    await shot(page, 'first-download-phone', { fullPage: false });
    expect(await rangeOffLine(page)).toBeLessThan(3);
    await page.setViewportSize(tablet);

    // The network goes: the tablet says it does not hold everything, and keeps what it has.
    await context.setOffline(true);
    await shell.syncStatus().getByText('1,000 of 1,500 here').waitFor();
    expect(await shell.syncStatus().innerText()).toMatch(/^Offline\s+1,000 of 1,500 here$/);
    expect(await notice.innerText()).toMatch(
      /^Offline: the practice is not all on this tablet yet/,
    );
    expect(await readAccountStore(page, 'records')).toBe(1000);
    const cursor = Number(await readAccountStore(page, 'meta', 'cursor'));
    expect(cursor).toBeGreaterThan(0);
    await shot(page, 'first-download-offline-tablet');
    await page.setViewportSize(largePhone);
    await shot(page, 'first-download-offline-phone', { fullPage: false });
    await page.setViewportSize(tablet);

    // Back online, the download goes on from the tablet's cursor and ends.
    secondPage.release();
    const before = line.paths.length;
    await context.setOffline(false);
    await shell.syncStatus().getByText('Synced').waitFor({ timeout: 30_000 });
    expect(await readAccountStore(page, 'records')).toBe(PATIENTS);
    await notice.waitFor({ state: 'detached' });
    const pulls = line.paths.slice(before).filter((p) => p.startsWith('/api/sync/pull'));
    expect(pulls[0]).toContain(`cursor=${String(cursor)}&`);
    expect(pulls.some((p) => p.includes('cursor=0&'))).toBe(false);

    await c.search('D-1499');
    await page.getByRole('button', { name: 'Open First1499 Last1499' }).waitFor();
  });
});
