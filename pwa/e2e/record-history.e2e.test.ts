import { evaluationOneLabels } from '@optolight/domain';
import { fullMainEvaluation } from '@optolight/fixtures';
import { describe, expect, it } from 'vitest';
import { AppShell } from './pages/AppShell';
import { ClinicalPages } from './pages/ClinicalPages';
import { createAccount, createPatientWithVisits, signInPage } from './support/accounts';
import { largePhone, tablet, useApp, sizes } from './support/app';
import { seriousViolations } from './support/axe';
import { otherDevice } from './support/other-device';
import { shot } from './support/screens';

describe('a record’s history', () => {
  const app = useApp();

  for (const [size, viewport] of sizes([
    ['tablet', tablet],
    ['phone', largePhone],
  ] as const)) {
    it(`shows who changed what, from where, in the forms’ words, at ${size} size`, async () => {
      const pro = await createAccount(app.url, 'professionalBasic');
      const name = await createPatientWithVisits(app.url, pro);
      const { context, page } = await app.newPage(viewport);
      const c = new ClinicalPages(page);
      const shell = new AppShell(page);
      await signInPage(page, app.url, pro, '/search');
      await shell.syncStatus().getByText('Synced').waitFor({ timeout: 30_000 });
      await c.openPatient(name);

      // This tablet edits Evaluation One; then another device of the account edits it too.
      await page.getByRole('button', { name: 'Details' }).click();
      await page.getByRole('button', { name: 'Edit evaluation' }).click();
      await page.waitForURL('**/evaluation');
      await c.openTab('Evaluation One');
      await c
        .form('Evaluation One')
        .getByRole('textbox', { name: evaluationOneLabels.pastMedicalHistory })
        .fill('Asthma since childhood');
      await c.saveAndContinue('Evaluation One', 'Evaluation Two');
      await shell.allSent();
      const { evaluationId } = await c.selection();
      const ipad = await otherDevice(app.url, pro.token, 'Safari on iPad');
      await ipad.edit(evaluationId, 'evaluationOne', { workEducational: 'Retired teacher' });

      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      await shot(page, `record-history-button-${size}`, { fullPage: false });
      await page.getByRole('button', { name: 'History' }).click();
      const dialog = page.getByRole('dialog', { name: 'History of this evaluation' });
      const entries = dialog.getByTestId('history-entry');
      await entries.first().waitFor();
      const [newest, mine] = await entries.allInnerTexts();
      expect(newest).toContain('Evaluation One, version 3 saved');
      expect(newest).toMatch(/today at \d{1,2}:\d{2} [AP]M · by Ada \S+ · from Safari on iPad/);
      expect(newest).toContain(evaluationOneLabels.workEducational);
      expect(newest).toContain('Retired teacher');
      expect(mine).toContain('Evaluation One, version 2 saved');
      expect(mine).toContain(evaluationOneLabels.pastMedicalHistory);
      expect(mine).toContain(fullMainEvaluation.evaluationOne.pastMedicalHistory);
      expect(mine).toContain('Asthma since childhood');
      expect(mine).not.toContain('pastMedicalHistory');
      // The visits saved through the API, and the record's creation, are below.
      const all = await dialog.innerText();
      expect(all).toContain('Observations, version 1 saved');
      expect(all).toContain('from the web (saved through the API, not from a device)');
      expect(all).toContain('Record created');
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `record-history-${size}`, { fullPage: false });
      await dialog.getByRole('button', { name: 'Close the history' }).click();

      // Offline, the history says it needs a connection.
      await context.setOffline(true);
      await page.getByRole('button', { name: 'History' }).click();
      await dialog.getByText('History needs a connection').waitFor();
      await shot(page, `record-history-offline-${size}`, { fullPage: false });
    });
  }
});
