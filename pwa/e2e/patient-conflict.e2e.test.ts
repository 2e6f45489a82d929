import { describe, expect, it } from 'vitest';
import { AppShell } from './pages/AppShell';
import { ClinicalPages } from './pages/ClinicalPages';
import { createAccount, createPatient, signInPage } from './support/accounts';
import { useApp, workSizes } from './support/app';
import { seriousViolations } from './support/axe';
import { otherDevice } from './support/other-device';
import { shot } from './support/screens';

describe('a conflict in a patient’s own details', () => {
  const app = useApp();

  for (const [size, viewport] of workSizes()) {
    it(`is listed, opened and settled on the patient’s page, at ${size} size`, async () => {
      const pro = await createAccount(app.url, 'professionalBasic');
      await createPatient(app.url, pro, 0);
      const { context, page } = await app.newPage(viewport);
      const c = new ClinicalPages(page);
      const shell = new AppShell(page);
      await signInPage(page, app.url, pro, '/search');
      await shell.syncStatus().getByText('Synced').waitFor({ timeout: 30_000 });
      await c.openPatient('Grace Hopper');
      const { patientId } = await c.selection();

      // Offline, this tablet changes the phone number; another device changes it too.
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Edit patient info' }).click();
      const dialog = page.getByRole('dialog', { name: 'Update Patient Info' });
      await dialog.getByRole('textbox', { name: /^Phone\b/ }).fill('305 555 0111');
      await dialog.getByRole('button', { name: 'Update' }).click();
      await dialog.waitFor({ state: 'detached' });
      const ipad = await otherDevice(app.url, pro.token, 'Safari on iPad');
      await ipad.edit(patientId, 'info', { phone: '305 555 0122' });
      await context.setOffline(false);
      await shell.syncStatus().getByText('Conflict').waitFor({ timeout: 30_000 });

      // The header's list holds it, named for what it is; opening it lands on the details.
      const list = await shell.openSyncPanel('Conflicts');
      expect(await list.getByRole('listitem').innerText()).toContain('Patient details');
      await list.getByRole('button', { name: 'Open Patient details of Grace Hopper' }).click();
      await page.waitForURL('**/patient');
      const notice = page.getByTestId('conflict');
      await notice.waitFor();
      const said = await notice.innerText();
      expect(said).toContain('Yours: 305 555 0111');
      expect(said).toMatch(/Safari on iPad, today at \d{1,2}:\d{2} [AP]M: 305 555 0122/);
      await expect.poll(() => page.getByTestId('waiting').first().innerText()).toBe('1 conflict');
      expect(await seriousViolations(page)).toEqual([]);
      await notice.scrollIntoViewIfNeeded();
      await shot(page, `patient-conflict-${size}`);

      // Keeping the other device's number settles it here and on the server.
      await notice.getByRole('radio', { name: /^Safari on iPad/ }).check();
      await notice.getByRole('button', { name: 'Keep what is chosen' }).click();
      await notice.waitFor({ state: 'detached' });
      await expect
        .poll(() => page.getByTestId('patient-info').innerText())
        .toContain('305 555 0122');
      await shell.syncStatus().getByText('Synced').waitFor({ timeout: 30_000 });
      expect((await ipad.section(patientId, 'info')).phone).toBe('305 555 0122');
      expect(await page.getByTestId('waiting').count()).toBe(0);
    });
  }
});
