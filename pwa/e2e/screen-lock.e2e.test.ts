import { describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './support/accounts';
import { largePhone, tablet, useApp } from './support/app';
import { seriousViolations } from './support/axe';
import { shot } from './support/screens';
import { join } from 'node:path';
import { AppShell } from './pages/AppShell';
import { AuthPages } from './pages/AuthPages';
import { ClinicalPages } from './pages/ClinicalPages';
import { LockScreen } from './pages/LockScreen';
import type { Page } from 'playwright-core';

const grace = {
  patientId: 'L-1',
  firstName: 'Grace',
  lastName: 'Hopper',
  phone: '305 555 0101',
  address: '2 Harbor Road',
  dateOfBirth: '1985-12-10',
};

const shotPath = (name: string) =>
  join(import.meta.dirname, '..', 'test-results', 'screens', `${name}.png`);

async function signInWithForm(page: Page, url: string, who: TestAccount) {
  const auth = new AuthPages(page, url);
  await auth.openLogin();
  await auth.login(who.email, who.password);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
}

describe('the screen lock on a shared tablet', () => {
  const app = useApp();

  it('locks when idle, hides every patient, and opens with the password or a PIN keeping typed text', async () => {
    const pro = await createAccount(app.url, 'professionalBasic');
    const { context, page } = await app.newPage(tablet);
    const c = new ClinicalPages(page);
    const lock = new LockScreen(page);
    await signInWithForm(page, app.url, pro);
    await c.registerPatient(grace);
    await c.search('hopper');
    await page.getByRole('button', { name: 'Open Grace Hopper' }).waitFor();
    const dialog = await c.openRegisterPatient();
    await dialog.getByLabel('First name').fill('Augusta');

    // Nobody touches the tablet: the lock comes on over the open dialog.
    await lock.waitForIdleLock();
    const shown = await lock.readable();
    expect(shown).toContain('Signed in as Ada Lovelace');
    expect(shown).not.toMatch(/Hopper|Grace|Augusta|Register Patient|Search Patient/);
    expect(await dialog.isVisible()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'screen-lock-tablet');

    // A wrong password is refused; the right one opens the lock on the dialog as it was.
    await lock.unlock('Password', 'not my password 1');
    await page.getByText('Wrong password.').waitFor();
    await lock.unlock('Password', pro.password);
    await lock.heading().waitFor({ state: 'detached' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('First name').inputValue()).toBe('Augusta');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // A PIN for this tablet, on the account page.
    await page.goto(`${app.url}/ed-hos-prof`);
    await page.getByRole('button', { name: 'Set a PIN' }).click();
    await page.getByLabel('New PIN (4 to 8 digits)').fill('4821');
    await page.getByLabel('The same PIN again').fill('4821');
    await page.getByRole('button', { name: 'Save PIN' }).click();
    await page.getByText('You have a PIN on this tablet.').waitFor();
    await shot(page, 'screen-lock-settings-tablet');

    // Locked, a reload does not get past it; the PIN opens it and the typed text comes back.
    await lock.waitForIdleLock();
    await page.reload();
    await lock.heading().waitFor();
    expect(await lock.readable()).not.toMatch(/Hopper|Business Profile/);
    await shot(page, 'screen-lock-pin-tablet');
    await lock.unlock('PIN', '1111');
    await page.getByText('Wrong PIN.').waitFor();
    await lock.unlock('PIN', '4821');
    await lock.heading().waitFor({ state: 'detached' });
    const again = await c.openRegisterPatient();
    await expect.poll(() => again.getByLabel('First name').inputValue()).toBe('Augusta');
    await again.getByRole('button', { name: 'Cancel' }).click();

    // Offline, the password is checked against the hash kept at sign-in.
    await context.setOffline(true);
    await new AppShell(page).openUserMenu();
    await page.getByRole('menuitem', { name: 'Lock screen' }).click();
    await lock.unlock('Password', pro.password);
    await lock.heading().waitFor({ state: 'detached' });
    const stored = await page.evaluate(() => localStorage.getItem('optolight.lock.secrets'));
    expect(stored).not.toContain(pro.password);
    expect(stored).not.toContain('4821');
  });

  it('lets another person sign in, who sees nothing of the first one, whose work waits for them', async () => {
    const [first, second] = await Promise.all([
      createAccount(app.url, 'professionalBasic'),
      createAccount(app.url, 'professionalBasic'),
    ]);
    const { page } = await app.newPage(tablet);
    const c = new ClinicalPages(page);
    const lock = new LockScreen(page);
    await signInWithForm(page, app.url, first);
    await c.registerPatient(grace);
    const dialog = await c.openRegisterPatient();
    await dialog.getByLabel('First name').fill('Augusta');
    await lock.waitForIdleLock();

    await page.getByRole('button', { name: 'Not you? Sign in as someone else' }).click();
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await signInWithForm(page, app.url, second);
    expect(await lock.readable()).not.toMatch(/Hopper|Grace|Augusta/);
    await c.search('hopper');
    await page.getByText('No patients yet.').first().waitFor();
    expect(await page.getByRole('button', { name: 'Open Grace Hopper' }).count()).toBe(0);
    const theirs = await c.openRegisterPatient();
    expect(await theirs.getByLabel('First name').inputValue()).toBe('');
    await theirs.getByRole('button', { name: 'Cancel' }).click();
    await shot(page, 'screen-lock-next-person-tablet');

    // The first person's unsaved text stayed on the tablet for them, and only for them.
    await new AppShell(page).logout();
    await signInWithForm(page, app.url, first);
    const back = await c.openRegisterPatient();
    await expect.poll(() => back.getByLabel('First name').inputValue()).toBe('Augusta');
  });

  it('fits a phone', async () => {
    const pro = await createAccount(app.url, 'professionalBasic');
    const { page } = await app.newPage(largePhone);
    await signInWithForm(page, app.url, pro);
    await page.goto(`${app.url}/ed-hos-prof`);
    await page.getByRole('button', { name: 'Set a PIN' }).click();
    await page.getByLabel('New PIN (4 to 8 digits)').fill('13579');
    await page.getByLabel('The same PIN again').fill('13579');
    await page.getByRole('button', { name: 'Save PIN' }).click();
    await page.getByText('You have a PIN on this tablet.').waitFor();
    await page.getByRole('heading', { name: 'Screen lock' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath('screen-lock-settings-phone') });
    await new AppShell(page).openUserMenu();
    await page.getByRole('menuitem', { name: 'Lock screen' }).click();
    const lock = new LockScreen(page);
    await lock.heading().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'screen-lock-phone');
    await lock.unlock('PIN', '13579');
    await lock.heading().waitFor({ state: 'detached' });
  });
});
