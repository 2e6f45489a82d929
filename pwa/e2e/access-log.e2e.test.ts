import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ClinicalPages } from './pages/ClinicalPages';
import { createAccount, createPatientWithVisits, signInPage } from './support/accounts';
import { largePhone, tablet, useApp } from './support/app';
import { shot } from './support/screens';

/** The access log's rows as the patient page shows them on a tablet: [what, device]. */
async function logRows(page: Page): Promise<string[][]> {
  const rows = await page
    .getByRole('table')
    .filter({ hasText: 'Device' })
    .locator('tbody tr')
    .all();
  return Promise.all(
    rows.map(async (row) => (await row.locator('td').allInnerTexts()).slice(2, 4)),
  );
}

describe('the access log', () => {
  const app = useApp();

  it('shows a view and a printed report made on the device, with the device, to the owner', async () => {
    const pro = await createAccount(app.url, 'professionalBasic');
    const name = await createPatientWithVisits(app.url, pro);
    const { context, page } = await app.newPage(tablet);
    const c = new ClinicalPages(page);
    await signInPage(page, app.url, pro);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    await c.search('Castellanos');
    await c.openPatient(name);
    await page.getByRole('button', { name: 'Details' }).click();
    await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('table', { name: 'Main Evaluations' })
        .getByRole('button', { name: 'Report' })
        .first()
        .click(),
    ]);
    // Coming back online starts a sync round; the log's queue goes out after it.
    await context.setOffline(true);
    await context.setOffline(false);

    await c.search('Castellanos');
    await c.openPatient(name);
    // Opening the section asks the server for the log; Refresh asks again.
    const show = (await c.patientSection('Access log')).getByRole('button', {
      name: /Show access log|Refresh/,
    });
    await expect
      .poll(
        async () => {
          await show.click();
          await page.getByRole('table').filter({ hasText: 'Device' }).waitFor();
          return (await logRows(page)).map(([what]) => what);
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toEqual(
        expect.arrayContaining(['Printed the main evaluation', "Viewed the patient's chart"]),
      );
    const rows = await logRows(page);
    const printed = rows.find(([what]) => what === 'Printed the main evaluation');
    // Made on this device, so the log names it, not the API.
    expect(printed?.[1]).not.toBe('Web API (no device)');
    expect(printed?.[1]).toMatch(/\w/);
    await page.getByRole('heading', { name: 'Access log' }).scrollIntoViewIfNeeded();
    await shot(page, 'access-log-tablet');

    // On a phone: the same log as a list, and offline it says it needs a connection.
    const phone = await app.newPage(largePhone);
    const p = new ClinicalPages(phone.page);
    await signInPage(phone.page, app.url, pro);
    await phone.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await p.search('Castellanos');
    await p.openPatient(name);
    await p.patientSection('Access log');
    await phone.page.getByText('Printed the main evaluation').first().waitFor();
    await shot(phone.page, 'access-log-phone');
    await phone.context.setOffline(true);
    await phone.page
      .getByRole('region', { name: 'Access log' })
      .getByRole('button', { name: 'Refresh' })
      .click();
    await phone.page.getByText('Connect to the internet to see it').waitFor();
    await shot(phone.page, 'access-log-phone-offline');
  });
});
