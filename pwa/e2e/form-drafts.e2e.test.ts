import { describe, expect, it } from 'vitest';
import { readAccountStore } from './support/account-db';
import { createAccount, signInPage } from './support/accounts';
import { serviceWorkerActive, useApp, workSizes } from './support/app';
import { seriousViolations } from './support/axe';
import { shot } from './support/screens';
import { AppShell } from './pages/AppShell';
import { ClinicalPages } from './pages/ClinicalPages';

describe('text typed in a clinical form and not saved', () => {
  const app = useApp();

  for (const [size, viewport] of workSizes()) {
    it(`survives a tab switch and a reload, offline, and logout names it, at ${size} size`, async () => {
      const pro = await createAccount(app.url, 'professionalBasic');
      const { context, page } = await app.newPage(viewport);
      const c = new ClinicalPages(page);
      await signInPage(page, app.url, pro);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await serviceWorkerActive(page);
      await context.setOffline(true);
      await c.registerPatient({
        patientId: 'D-1',
        firstName: 'Ada',
        lastName: 'Byron',
        phone: '305 555 0101',
        address: '2 Harbor Road',
        dateOfBirth: '1985-12-10',
      });
      await c.search('byron');
      await c.openPatient('Ada Byron');
      await page.getByRole('button', { name: 'Add Evaluations' }).click();
      await c.openTab('Evaluation One');
      const status = c.form('Evaluation One').getByLabel('Previous functional status');
      await status.fill('Walked to school alone');

      // Another tab and back: the text is there, marked as not saved.
      await c.openTab('Evaluation Two');
      await c.openTab('Evaluation One');
      await page.getByTestId('draft-notice').waitFor();
      expect(await status.inputValue()).toBe('Walked to school alone');

      // A reload (a crash, an update) brings it back too.
      await page.reload();
      await c.openTab('Evaluation One');
      await page.getByTestId('draft-notice').waitFor();
      expect(await status.inputValue()).toBe('Walked to school alone');
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `draft-restored-${size}`);

      // Logout warns about it instead of going straight to /login.
      await new AppShell(page).openUserMenu();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByText(/This form holds text typed on this device/).waitFor();
      // Named, so it can be found: whose, which record, which form.
      expect(
        await page
          .getByRole('list', { name: 'Forms not saved' })
          .getByRole('listitem')
          .allInnerTexts(),
      ).toEqual(['Ada Byron: New main evaluation, Evaluation One']);
      await page.keyboard.press('Escape');

      // Saved from the notice: the notice goes, and so does the warning.
      await page.getByTestId('draft-notice').getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved on this tablet').first().waitFor();
      await page.getByTestId('draft-notice').waitFor({ state: 'detached' });
      // The draft is gone from the device (the save removes it right after storing the section).
      await expect.poll(() => readAccountStore(page, 'drafts')).toBe(0);
    });

    it(`keeps what was typed in a closed Register Patient dialog, through a reload, at ${size} size`, async () => {
      const pro = await createAccount(app.url, 'professionalBasic');
      const { page } = await app.newPage(viewport);
      await signInPage(page, app.url, pro);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      const c = new ClinicalPages(page);
      const dialog = await c.openRegisterPatient();
      await dialog.getByLabel('First name').fill('Augusta');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => readAccountStore(page, 'drafts')).toBe(1);

      await page.reload();
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      // The dashboard says a form holds unsaved text, after the patients.
      expect(await page.getByTestId('unsaved-forms').innerText()).toMatch(/^1 form holds text/);
      expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(
        expect.arrayContaining(['Recent Patients', 'On this tablet']),
      );
      await c.openRegisterPatient();
      await dialog.getByTestId('draft-notice').waitFor();
      expect(await dialog.getByLabel('First name').inputValue()).toBe('Augusta');
      await dialog.getByTestId('draft-notice').getByRole('button', { name: 'Discard' }).click();
      expect(await dialog.getByLabel('First name').inputValue()).toBe('');
      await expect.poll(() => readAccountStore(page, 'drafts')).toBe(0);
    });
  }
});
