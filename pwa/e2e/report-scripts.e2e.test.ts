import { scriptPatients } from '@optolight/fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AppShell } from './pages/AppShell';
import { ClinicalPages } from './pages/ClinicalPages';
import { createAccount, createPatientWithVisits, signInPage } from './support/accounts';
import { serviceWorkerActive, tablet, useApp } from './support/app';
import { downloadReport } from './support/report';

/** pdftotext gives Arabic as the joined letters drawn and marks right-to-left stretches. */
const readable = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\u202a-\u202e]/g, '')
    .replace(/\s+/g, ' ');

/** The script fonts (NotoSansSC, NotoSansArabic, ...) the page asks for, in order. */
function scriptFontRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(NotoSans[A-Z]\w*)-Regular-[\w-]+\.ttf$/.exec(request.url())?.[1];
    if (name) asked.push(name);
  });
  return asked;
}

describe('reports in every script, made on the device', () => {
  const app = useApp();

  it('load a script font only when needed, keep it for offline use, and say when one was missing', async () => {
    const pro = await createAccount(app.url, 'professionalBasic');
    const maria = await createPatientWithVisits(app.url, pro);
    const wang = await createPatientWithVisits(app.url, pro, scriptPatients.wang);
    const fatima = await createPatientWithVisits(app.url, pro, scriptPatients.fatima);
    const { context, page } = await app.newPage(tablet);
    const c = new ClinicalPages(page);
    const asked = scriptFontRequests(page);
    await signInPage(page, app.url, pro, '/search');
    await new AppShell(page).syncStatus().getByText('Synced').waitFor({ timeout: 30_000 });
    await serviceWorkerActive(page);

    const report = async (name: string, keep: string) => {
      await page.goto(`${app.url}/search`);
      await c.openPatient(name);
      await page.getByRole('button', { name: 'Details' }).click();
      await page.getByRole('button', { name: 'Evaluation', exact: true }).click();
      return downloadReport(page, 'Main Evaluations', keep);
    };

    // A report in Latin script fetches no other font.
    expect((await report(maria, 'report-scripts-latin')).text).toContain('Castellanos, Maria');
    expect(asked).toEqual([]);

    const chinese = await report(wang, 'report-scripts-chinese');
    expect(readable(chinese.text)).toContain('王, 小明');
    expect(chinese.name).toMatch(/^main-evaluation-patient-OPT-1004-/);
    expect(asked).toEqual(['NotoSansSC']);

    // Offline, after a reload (nothing left in memory): the Chinese font comes from the service
    // worker's cache; the Arabic one was never fetched, and the report says so.
    await context.setOffline(true);
    await page.reload();
    const offline = await report(wang, 'report-scripts-chinese-offline');
    expect(readable(offline.text)).toContain('王, 小明');
    expect(offline.text).not.toContain('could not be printed');
    const arabic = await report(fatima, 'report-scripts-arabic-offline');
    expect(readable(arabic.text)).toContain(
      'Some text could not be printed: the Arabic font was not available offline.',
    );
    expect(readable(arabic.text)).toContain('OPT-1005');

    await context.setOffline(false);
    const online = await report(fatima, 'report-scripts-arabic');
    expect(readable(online.text)).toContain('الحسيني');
    expect(online.text).not.toContain('could not be printed');
  });
});
