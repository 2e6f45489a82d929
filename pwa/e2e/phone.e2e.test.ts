import { describe, expect, it } from 'vitest';
import { createAccount, signInPage } from './support/accounts';
import { phone, useApp } from './support/app';
import { professionalRoutes } from './support/routes';
import { shot } from './support/screens';

describe('a phone (360 px wide)', () => {
  // Online only: no page here needs the app's worker (docs/testing.md#steady-journeys).
  const app = useApp({ serviceWorker: false });

  it('fits the signed-in header on every screen, with the menu, sync status and logout in reach', async () => {
    const pro = await createAccount(app.url, 'professionalBasic');
    const { page } = await app.newPage(phone);
    await signInPage(page, app.url, pro, '/my-account');
    for (const path of professionalRoutes) {
      await page.goto(`${app.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const header = await page.evaluate(() => {
        const el = document.querySelector('header');
        return el ? { scroll: el.scrollWidth, client: el.clientWidth } : null;
      });
      expect(header, path).not.toBeNull();
      expect(header?.scroll, path).toBeLessThanOrEqual(header?.client ?? 0);
      for (const name of ['Menu', 'User menu']) {
        // 'User menu' also reads the initials; 'Menu' alone would match it too.
        const box = await page.getByRole('button', { name, exact: name === 'Menu' }).boundingBox();
        expect(box, `${path} ${name}`).not.toBeNull();
        expect((box?.x ?? 0) + (box?.width ?? 0), `${path} ${name}`).toBeLessThanOrEqual(360);
      }
    }

    // The links are one tap away in the menu, and it closes once one is chosen.
    await page.goto(`${app.url}/my-account`);
    // Where the browser refuses lasting storage (Chromium decides by how much the site was used),
    // the home page says so in a short strip, not a card, and no other page repeats it.
    const isRefused = !(await page.evaluate(() => navigator.storage.persisted()));
    const note = page.getByTestId('storage-note');
    if (isRefused) {
      await note.waitFor();
      expect((await note.boundingBox())?.height).toBeLessThanOrEqual(56);
    }
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await shot(page, 'phone-menu');
    await menu.getByRole('link', { name: 'Evaluation' }).click();
    await page.waitForURL('**/search');
    await menu.waitFor({ state: 'hidden' });
    await shot(page, 'phone-search');
    if (isRefused) expect(await note.count()).toBe(0);

    // Register Patient, in the menu, opens its dialog (a closed menu used to hide it).
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await menu.getByRole('button', { name: 'Register Patient' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register Patient' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
  });
});
