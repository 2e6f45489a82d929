import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClinicalPages } from './pages/ClinicalPages';
import { createAccount, createPatientWithVisits, signInPage } from './support/accounts';
import { largePhone, tablet, useApp } from './support/app';
import { seriousViolations } from './support/axe';
import { keptFile, shot } from './support/screens';
import { startServer, type TestServer } from './support/server';

describe('the practice data card', () => {
  const app = useApp();
  let elsewhere: TestServer | undefined;
  beforeAll(async () => {
    elsewhere = await startServer();
  });
  afterAll(async () => {
    await elsewhere?.stop();
  });

  it('downloads the whole practice and imports it on another server, saying how far it is', async () => {
    const other = elsewhere;
    if (!other) throw new Error('the second server has not started');
    const pro = await createAccount(app.url, 'professionalBasic');
    const name = await createPatientWithVisits(app.url, pro);

    // The practice's own tablet: a download, and no import beside its patients.
    const { page, line } = await app.newPage(tablet, { serviceWorker: false });
    await signInPage(page, app.url, pro);
    const card = page.getByRole('region', { name: 'Practice data' });
    await card.getByRole('button', { name: 'Download the practice' }).waitFor();
    await page.getByRole('button', { name: `Open ${name}` }).waitFor();
    expect(await card.getByLabel('Practice export (.zip)').count()).toBe(0);

    const held = line.hold((path) => path.startsWith('/api/export'));
    const downloaded = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download the practice' }).click();
    await card.getByText('Gathering the practice on the server…').waitFor();
    expect(await card.getByRole('button', { name: 'Download the practice' }).isDisabled()).toBe(
      true,
    );
    held.release();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^optolight-practice-\d{4}-\d{2}-\d{2}\.zip$/);
    const zipPath = keptFile('practice-export.zip');
    await download.saveAs(zipPath);
    expect(readFileSync(zipPath).subarray(0, 2).toString()).toBe('PK');
    await card.getByText(`Saved as ${download.suggestedFilename()}`).waitFor();

    // A new, empty practice on another server takes the file, with each step shown.
    const owner = await createAccount(other.url, 'professionalBasic');
    const next = await app.newPage(tablet, { serviceWorker: false });
    await signInPage(next.page, other.url, owner);
    const empty = next.page.getByRole('region', { name: 'Practice data' });
    await empty.getByLabel('Practice export (.zip)').waitFor();
    await shot(next.page, 'practice-data-import-tablet');
    expect(await seriousViolations(next.page)).toEqual([]);
    await empty.locator('input[type="file"]').setInputFiles(zipPath);
    const importing = next.line.hold((path) => path.startsWith('/api/import'));
    await empty.getByRole('button', { name: 'Import' }).click();
    await empty.getByText('Checking and writing the practice on the server…').waitFor();
    importing.release();
    await empty.getByText('The practice is imported').waitFor();
    await expect
      .poll(() => empty.getByRole('status').filter({ hasText: 'imported' }).innerText())
      .toMatch(/^The practice is imported\s+1 patient and \d+ records from the export of/);
    await empty.screenshot({ path: keptFile('practice-data-imported-tablet.png') });
    // The tablet downloads what came, and the import is offered no more.
    const c = new ClinicalPages(next.page);
    await c.search('Castellanos');
    await c.openPatient(name);
    await next.page.goto(`${other.url}/my-account`);
    await empty.getByRole('button', { name: 'Download the practice' }).waitFor();
    await next.page.getByRole('button', { name: `Open ${name}` }).waitFor();
    expect(await empty.getByLabel('Practice export (.zip)').count()).toBe(0);

    // The same file on the server it came from: refused whole, with the reason.
    const again = await createAccount(app.url, 'professionalBasic');
    const third = await app.newPage(largePhone, { serviceWorker: false });
    await signInPage(third.page, app.url, again);
    const thirdCard = third.page.getByRole('region', { name: 'Practice data' });
    await thirdCard.locator('input[type="file"]').setInputFiles(zipPath);
    await thirdCard.getByRole('button', { name: 'Import' }).click();
    await thirdCard.getByRole('alert').filter({ hasText: 'Nothing was imported' }).waitFor();
    expect(await thirdCard.getByRole('alert').innerText()).toMatch(/already/i);
    await shot(third.page, 'practice-data-refused-phone');
    expect(await seriousViolations(third.page)).toEqual([]);
  });
});
