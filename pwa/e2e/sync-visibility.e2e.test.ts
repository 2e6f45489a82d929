import { describe, expect, it } from 'vitest';
import { AppShell } from './pages/AppShell';
import { ClinicalPages } from './pages/ClinicalPages';
import { readAccountStore } from './support/account-db';
import { createAccount, createPatient, signInPage } from './support/accounts';
import { serviceWorkerActive, useApp, workSizes } from './support/app';
import { seriousViolations } from './support/axe';
import { otherDevice } from './support/other-device';
import { shot } from './support/screens';

describe('what waits to sync, conflicts and signing in again', () => {
  const app = useApp();

  for (const [size, viewport] of workSizes()) {
    it(`shows what waits and why, and settles a conflict from the header, at ${size} size`, async () => {
      const pro = await createAccount(app.url, 'professionalBasic');
      await createPatient(app.url, pro, 0);
      const { context, page } = await app.newPage(viewport);
      const c = new ClinicalPages(page);
      const shell = new AppShell(page);
      await signInPage(page, app.url, pro, '/search');
      await serviceWorkerActive(page);
      await shell.syncStatus().getByText('Synced').waitFor({ timeout: 30_000 });
      await c.openPatient('Grace Hopper');
      await page.getByRole('button', { name: 'Add Evaluations' }).click();
      await c.openTab('Evaluation One');
      const field = c.form('Evaluation One').getByLabel('Previous functional status');
      await field.fill('Walks with a cane');
      await c.saveAndContinue('Evaluation One', 'Evaluation Two');
      await shell.allSent();
      const { evaluationId } = await c.selection();

      // Offline, a save waits on the tablet, and the record and its tab say so and why.
      await context.setOffline(true);
      await c.openTab('Evaluation One');
      await field.fill('Walks with a cane, tires after 10 minutes');
      await c.saveAndContinue('Evaluation One', 'Evaluation Two');
      await shell.syncStatus().getByText('Offline, 1 waiting').waitFor();
      // The header, the record's line and the tab's mark each read the device database on their
      // own, so each may settle a moment after the other.
      await expect
        .poll(() => page.getByTestId('waiting').innerText())
        .toBe('1 change waiting: offline');
      // The tab's mark; on a phone, its form's entry in the select of forms.
      await expect.poll(() => c.tabMark('Evaluation One')).toBe('1 change waiting: offline');
      expect(await c.tabMark('Evaluation Two')).toBe('');

      // 'Sync now' from the header says why nothing happened.
      const panel = await shell.openSyncPanel('Sync');
      await panel.getByRole('button', { name: 'Sync now' }).click();
      await panel.getByText('Nothing was sent: this tablet is offline.').waitFor();
      expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      await page.locator('.mantine-Modal-overlay').waitFor({ state: 'detached' });
      expect(await seriousViolations(page)).toEqual([]);

      // The patient's row and page say it too.
      await page.goto(`${app.url}/search`);
      // A table row at tablet size, a card (list item) on a phone.
      const row = page.locator('tr, li').filter({ hasText: 'Grace Hopper' });
      expect(await row.getByTestId('waiting').innerText()).toBe('1 change waiting: offline');
      await c.openPatient('Grace Hopper');
      const waiting = page.getByTestId('waiting');
      await expect
        .poll(() => waiting.allInnerTexts())
        .toEqual(['1 change waiting: offline', '1 change waiting: offline']);
      expect(await seriousViolations(page)).toEqual([]);

      // Meanwhile another device changes the same field; back online, this tablet's save meets it.
      const ipad = await otherDevice(app.url, pro.token, 'Safari on iPad');
      await ipad.edit(evaluationId, 'evaluationOne', { previousStatus: 'Uses a walker' });
      await context.setOffline(false);
      await shell.syncStatus().getByText('Conflict').waitFor({ timeout: 30_000 });
      // The header hears of the conflict from the sync round; the patient's line from the device
      // database a moment later.
      await expect.poll(() => waiting.first().innerText()).toBe('1 conflict');

      // 'Conflict' opens the list; the list opens the record at the tab that holds it.
      const list = await shell.openSyncPanel('Conflicts');
      expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
      await list.getByRole('button', { name: 'Open Evaluation One of Grace Hopper' }).click();
      await page.waitForURL('**/evaluation');
      const notice = page.getByTestId('conflict');
      await notice.waitFor();
      // The notice and the tab's mark come from separate reads of the device database.
      await expect.poll(() => c.tabMark('Evaluation One')).toBe('1 conflict');
      // The form shows this tablet's value; the notice names the other device, and when.
      expect(await field.inputValue()).toBe('Walks with a cane, tires after 10 minutes');
      const said = await notice.innerText();
      expect(said).toMatch(/Safari on iPad, today at \d{1,2}:\d{2} [AP]M: Uses a walker/);
      expect(said).toContain(
        'Yours (in the form below): Walks with a cane, tires after 10 minutes',
      );
      expect(await seriousViolations(page)).toEqual([]);
      await notice.scrollIntoViewIfNeeded();
      await shot(page, `conflict-notice-${size}`);

      // A text field may keep both texts.
      const both = 'Walks with a cane, tires after 10 minutes / Uses a walker';
      await notice.getByRole('radio', { name: `Keep both texts: ${both}` }).check();
      await notice.getByRole('button', { name: 'Keep what is chosen' }).click();
      await notice.waitFor({ state: 'detached' });
      await expect.poll(() => field.inputValue()).toBe(both);
      await shell.syncStatus().getByText('Synced').waitFor({ timeout: 30_000 });
      expect((await ipad.section(evaluationId, 'evaluationOne')).previousStatus).toBe(both);
    });

    it(`signs the same account in again where the person is, at ${size} size`, async () => {
      const pro = await createAccount(app.url, 'professionalBasic');
      const stranger = await createAccount(app.url, 'professionalBasic');
      await createPatient(app.url, pro, 1);
      const { page } = await app.newPage(viewport);
      const c = new ClinicalPages(page);
      const shell = new AppShell(page);
      await signInPage(page, app.url, pro, '/search');
      await shell.syncStatus().getByText('Synced').waitFor({ timeout: 30_000 });
      await c.openPatient('Alan Turing');
      await page.getByRole('button', { name: 'Add Evaluations' }).click();
      await c.openTab('Evaluation One');

      // The server ends the session (a password change on another device does the same).
      await fetch(`${app.url}/api/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${pro.token}` },
      });
      await c.form('Evaluation One').getByLabel('Previous functional status').fill('Reads again');
      await c.saveAndContinue('Evaluation One', 'Evaluation Two');
      await shell.syncStatus().getByText('Sign in again to sync').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('waiting').innerText()).toBe(
        '2 changes waiting: sign in again',
      );

      const dialog = await shell.openSyncPanel('Sign in again');
      expect(await dialog.getByLabel('Email').inputValue()).toBe(pro.email);
      expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
      // Another account is refused: this tablet's records belong to the signed-in one.
      await dialog.getByLabel('Email').fill(stranger.email);
      await dialog.getByRole('textbox', { name: 'Password' }).fill(stranger.password);
      await dialog.getByRole('button', { name: 'Sign in' }).click();
      await dialog.getByText(/That is another account/).waitFor();
      expect(await readAccountStore(page, 'outbox')).toBe(2);

      await dialog.getByLabel('Email').fill(pro.email);
      await dialog.getByRole('textbox', { name: 'Password' }).fill(pro.password);
      await dialog.getByRole('button', { name: 'Sign in' }).click();
      await dialog.waitFor({ state: 'detached' });
      // Nothing was lost or discarded: the queue went out and the person is where they were.
      await shell.syncStatus().getByText('Synced').waitFor({ timeout: 30_000 });
      await expect.poll(() => readAccountStore(page, 'outbox')).toBe(0);
      expect(page.url()).toMatch(/\/evaluation$/);
    });
  }
});
