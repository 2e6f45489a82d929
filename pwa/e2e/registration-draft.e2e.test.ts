import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readAccountStore } from './support/account-db';
import { createAccount, signInPage, type TestAccount } from './support/accounts';
import { tablet, useApp } from './support/app';

/** The account's draft as the server holds it (GET /api/user/get-form-data). */
async function serverDraft(
  url: string,
  pro: TestAccount,
  page: Page,
): Promise<Record<string, unknown>> {
  const userId = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('optolight.user') ?? '{}') as { userId: string }).userId,
  );
  const res = await fetch(`${url}/api/user/get-form-data?id=${userId}`, {
    headers: { authorization: `Bearer ${pro.token}` },
  });
  const { user_form_data } = (await res.json()) as { user_form_data: string };
  return (JSON.parse(user_form_data) as { patientReg?: Record<string, unknown> }).patientReg ?? {};
}

/** The device's copy of the draft (the account database's meta row, registration-draft.ts). */
async function deviceDraft(page: Page): Promise<unknown> {
  const json = await readAccountStore(page, 'meta', 'patientRegDraft');
  return typeof json === 'string' ? (JSON.parse(json) as unknown) : null;
}

/** A draft field nobody filled in (the server stores a cleared draft as the schema's blanks). */
const isBlank = (v: unknown) => v === '' || v === null || (Array.isArray(v) && v.length === 0);

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 100));
  expect(await check()).toBe(true);
}

describe('patient registration draft', () => {
  // Online only: no page here needs the app's worker (docs/testing.md#steady-journeys).
  const app = useApp({ serviceWorker: false });

  it('keeps what was typed over a reload and on a second tablet, and drops it once registered', async () => {
    const pro = await createAccount(app.url, 'professionalBasic');
    const first = await app.newPage(tablet);
    await signInPage(first.page, app.url, pro, '/patientreg');
    const form = first.page.getByRole('form', { name: 'Patient Registration' });
    await form.getByLabel('Last name').fill('Hopper');
    await form.getByLabel("Physician's name").fill('Dr Grace');
    await form.getByRole('checkbox', { name: 'PT', exact: true }).check();
    // Reloaded as soon as the device holds the last change, before the pause that sends it: the
    // device's copy is what comes back. A reload in the milliseconds before its write commits
    // would abort that write: on a busy machine the checkbox, the last change, came back unticked.
    await expect
      .poll(() => deviceDraft(first.page))
      .toMatchObject({
        values: { lastName: 'Hopper', physiciansName: 'Dr Grace', service: ['PT'] },
      });
    await first.page.reload();
    await expect.poll(() => form.getByLabel('Last name').inputValue()).toBe('Hopper');
    expect(await form.getByRole('checkbox', { name: 'PT', exact: true }).isChecked()).toBe(true);

    await until(async () => {
      const draft = await serverDraft(app.url, pro, first.page);
      return draft.lastName === 'Hopper' && draft.physiciansName === 'Dr Grace';
    });

    // A second tablet of the same account opens the draft and finishes the registration.
    const second = await app.newPage(tablet);
    await signInPage(second.page, app.url, pro, '/patientreg');
    const other = second.page.getByRole('form', { name: 'Patient Registration' });
    await expect.poll(() => other.getByLabel('Last name').inputValue()).toBe('Hopper');
    expect(await other.getByLabel("Physician's name").inputValue()).toBe('Dr Grace');
    await other.getByLabel('First name').fill('Grace');
    await other.getByLabel('Address').fill('1 Harbor Road');
    await other.getByLabel('Patient Id').fill('P-8001');
    await other.getByRole('radiogroup', { name: 'Initial evaluation' }).getByLabel('yes').check();
    await other.getByRole('radiogroup', { name: 'Prescription (Rx)' }).getByLabel('No').check();
    await other.getByRole('button', { name: 'Register' }).click();
    await second.page.getByText('Patient registered successfully').waitFor();
    await until(async () => {
      const draft = await serverDraft(app.url, pro, second.page);
      return Object.values(draft).every(isBlank);
    });

    // The first tablet had sent its copy, so the server's word (registered, nothing left) wins.
    await Promise.all([
      first.page.waitForResponse((r) => r.url().includes('/api/user/get-form-data')),
      first.page.goto(`${app.url}/patientreg`),
    ]);
    const shown = async () => ({
      lastName: await form.getByLabel('Last name').inputValue(),
      physician: await form.getByLabel("Physician's name").inputValue(),
      isPt: await form.getByRole('checkbox', { name: 'PT', exact: true }).isChecked(),
    });
    await expect.poll(shown).toEqual({ lastName: '', physician: '', isPt: false });
  });
});
