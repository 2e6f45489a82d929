import { describe, expect, it } from 'vitest';
import { AccountPages } from './pages/AccountPages';
import { AppShell } from './pages/AppShell';
import { createAccount, createPatient, signInPage } from './support/accounts';
import { largePhone, tablet, useApp } from './support/app';
import { shot } from './support/screens';

describe('navigation per role and the account pages', () => {
  // Online only: no page here needs the app's worker (docs/testing.md#steady-journeys).
  const app = useApp({ serviceWorker: false });

  it('a new user sees Pricing only, and the page explaining both paths', async () => {
    const user = await createAccount(app.url);
    const { page } = await app.newPage();
    await signInPage(page, app.url, user);
    const shell = new AppShell(page);
    expect(await shell.navLabels()).toEqual(['Pricing']);
    await page.getByRole('heading', { name: 'I am a professional' }).waitFor();
    await page.getByRole('heading', { name: 'I am a patient' }).waitFor();
    expect(await shell.syncStatus().innerText()).toBe('Synced');
  });

  it('a patient (free trial) sees Training and Pricing', async () => {
    const patient = await createAccount(app.url, 'userOffer');
    const { page } = await app.newPage();
    await signInPage(page, app.url, patient);
    expect(await new AppShell(page).navLabels()).toEqual(['Training', 'Pricing']);
    await new AppShell(page).nav().getByRole('link', { name: 'Training' }).click();
    await page.waitForURL('**/trainer-app');
  });

  it('a professional sees Evaluation, Register Patient, Training, Pricing and the dashboard', async () => {
    const pro = await createAccount(app.url, 'professionalBasic');
    for (let n = 0; n < 4; n += 1) await createPatient(app.url, pro, n);
    const { page } = await app.newPage();
    await signInPage(page, app.url, pro);
    const shell = new AppShell(page);
    const account = new AccountPages(page);
    expect(await shell.navLabels()).toEqual([
      'Evaluation',
      'Register Patient',
      'Training',
      'Pricing',
    ]);

    // Recent Patients: 3 rows per page, then the last page.
    const table = account.recentPatients();
    await table.getByRole('cell', { name: 'P-1003' }).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(3);
    await page.getByRole('button', { name: 'Next page' }).click();
    expect(await table.locator('tbody tr').count()).toBe(1);
    expect(await account.myPlan().innerText()).toContain('Basic');
    expect(await page.getByTestId('rounds').innerText()).toBe('0');

    await page.getByRole('button', { name: 'Register Patient' }).click();
    await page.getByRole('dialog', { name: 'Register Patient' }).waitFor();
    await page.keyboard.press('Escape');

    await shell.nav().getByRole('link', { name: 'Evaluation' }).click();
    await page.waitForURL('**/search');
    await shell.goHome();

    await shell.openUserMenu();
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await page.waitForURL('**/ed-hos-prof');
  });

  it('saves the business profile and the Edit Profile dialog', async () => {
    const pro = await createAccount(app.url, 'professionalBasic');
    const { page } = await app.newPage();
    await signInPage(page, app.url, pro, '/ed-hos-prof');
    const account = new AccountPages(page);
    await page.getByRole('heading', { name: 'Update Business Profile' }).waitFor();
    expect(await page.getByLabel('Zip-Code').getAttribute('inputmode')).toBe('numeric');
    expect(await page.getByLabel(/^Phone/).getAttribute('inputmode')).toBe('tel');

    await account.saveBusinessProfile({
      'Business name': 'Bright Eyes Clinic',
      Address: '1 Ocean Drive',
      Phone: 'abc',
    });
    await page.getByText('Phone number is not valid').waitFor();
    await account.saveBusinessProfile({
      Phone: '+1 (305) 555-1234',
      City: 'Miami',
      State: 'FL',
      'Zip-Code': '33139',
      Credentials: 'OTR/L, COVD',
      NPI: '1234567890',
    });
    await page.getByText('This NPI does not check out; look for a mistyped digit').waitFor();
    await page.setViewportSize(tablet);
    await shot(page, 'business-profile-npi-tablet');
    await page.setViewportSize(largePhone);
    await shot(page, 'business-profile-npi-phone');
    await account.saveBusinessProfile({ NPI: '1234567893' });
    await page.getByText('Saved Successfully').waitFor();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByLabel('First name').fill('Augusta');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`${app.url}/my-account`);
    await page.getByRole('definition').filter({ hasText: 'Bright Eyes Clinic' }).waitFor();
    await page.getByRole('definition').filter({ hasText: '+1 (305) 555-1234' }).waitFor();
    await page.getByText(/Joined \w+ \d{4}/).waitFor();

    // The dialog's save kept what only the business form holds.
    await page.goto(`${app.url}/ed-hos-prof`);
    await page.getByRole('heading', { name: 'Update Business Profile' }).waitFor();
    expect(await page.getByLabel(/^NPI/).inputValue()).toBe('1234567893');
    expect(await page.getByLabel(/^Credentials/).inputValue()).toBe('OTR/L, COVD');
  });
});
