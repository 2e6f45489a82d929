import type { Page } from 'playwright-core';
import { evaluationOneLabels } from '@optolight/domain';
import { describe, expect, it } from 'vitest';
import { ClinicalPages } from './pages/ClinicalPages';
import { AppShell } from './pages/AppShell';
import {
  createAccount,
  createPatientWithEvaluation,
  signInPage,
  type TestAccount,
} from './support/accounts';
import { largePhone, tablet, useApp } from './support/app';
import { seriousViolations } from './support/axe';
import { shot } from './support/screens';

/** The code the members card shows once an invitation is made. */
async function newInvitation(page: Page, role: 'Clinician' | 'Front desk', after = '') {
  const card = page.getByRole('region', { name: /members/ });
  await card.getByLabel('Role', { exact: true }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await card.getByRole('button', { name: 'Create invitation' }).click();
  const code = card.getByTestId('practice-invite-code');
  await expect.poll(() => code.innerText()).not.toBe(after);
  await code.waitFor();
  return code.innerText();
}

/** Gives the account the name and credentials its signatures print. */
async function named(url: string, account: TestAccount, profile: object) {
  const res = await fetch(`${url}/api/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
    body: JSON.stringify(profile),
  });
  expect(res.status).toBe(200);
}

/** Opens the patient's main evaluation at Evaluation One, from the Search Patient page. */
async function openEvaluation(page: Page, name: string) {
  const c = new ClinicalPages(page);
  await c.search('Castellanos');
  await c.openPatient(name);
  await page.getByRole('button', { name: 'Details' }).click();
  await page.getByRole('button', { name: 'Edit evaluation' }).click();
  await page.waitForURL('**/evaluation');
  await c.openTab('Evaluation One');
  return c;
}

describe('a practice of three', () => {
  const app = useApp();

  it('takes in a therapist and a front desk, each working in their part, until removed', async () => {
    const owner = await createAccount(app.url, 'professionalBasic');
    const { name, patientId } = await createPatientWithEvaluation(app.url, owner);
    const [therapist, desk] = await Promise.all([createAccount(app.url), createAccount(app.url)]);
    await Promise.all([
      named(app.url, owner, { firstName: 'Lena', lastName: 'Ortiz', credentials: 'OD' }),
      named(app.url, therapist, { firstName: 'Tomas', lastName: 'Reyes', credentials: 'OTR/L' }),
      named(app.url, desk, { firstName: 'Nia', lastName: 'Brooks' }),
    ]);

    // The owner's tablet makes one invitation per colleague on the members card.
    const own = await app.newPage(tablet, { serviceWorker: false });
    await signInPage(own.page, app.url, owner);
    const therapistCode = await newInvitation(own.page, 'Clinician');
    await own.page
      .getByRole('img', { name: `QR code for the invitation ${therapistCode}` })
      .waitFor();
    await shot(own.page, 'practice-members-tablet');
    expect(await seriousViolations(own.page)).toEqual([]);
    const deskCode = await newInvitation(own.page, 'Front desk', therapistCode);

    // The therapist opens the invitation's link on another tablet, signed in, and joins: the
    // practice's patient comes down to it.
    const t = await app.newPage(tablet, { serviceWorker: false });
    await signInPage(t.page, app.url, therapist, `/join?code=${therapistCode}`);
    await t.page.getByRole('button', { name: 'Join the practice' }).click();
    await t.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await t.page.getByRole('button', { name: `Open ${name}` }).waitFor();

    // The front desk types the code on its phone's welcome page, in lower case.
    const d = await app.newPage(largePhone, { serviceWorker: false });
    await signInPage(d.page, app.url, desk);
    await d.page.getByLabel('Invitation code').fill(deskCode.toLowerCase());
    expect(await seriousViolations(d.page)).toEqual([]);
    await d.page.getByRole('button', { name: 'Join the practice' }).click();
    await d.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const desks = new ClinicalPages(d.page);
    await (await desks.navItem('link', 'Patients')).click();
    await d.page.getByRole('heading', { name: 'Search Patient' }).waitFor();
    await d.page.getByRole('textbox', { name: 'Search patients' }).fill('Castellanos');
    await desks.openPatient(name);
    // The patient's details and plan of care, and no way into the evaluation.
    await d.page.getByText('Evaluations, notes and their history are for the practice').waitFor();
    await d.page.getByRole('heading', { name: 'Plan of Care' }).waitFor();
    await d.page.getByRole('button', { name: 'Add visit' }).waitFor();
    expect(await d.page.getByRole('heading', { name: 'Patient History' }).count()).toBe(0);
    await shot(d.page, 'practice-front-desk-patient-phone');
    expect(await seriousViolations(d.page)).toEqual([]);
    const refused = await d.page.evaluate(async (id) => {
      const session = JSON.parse(localStorage.getItem('optolight.session') ?? '{}') as {
        token?: string;
      };
      const res = await fetch(`/api/evaluations/${id}`, {
        headers: { authorization: `Bearer ${session.token ?? ''}` },
      });
      return res.status;
    }, patientId);
    expect([403, 404]).toContain(refused);

    // The front desk registers the next patient with the network off; it reaches the practice.
    await d.context.setOffline(true);
    await desks.registerPatient({
      patientId: 'OPT-7001',
      firstName: 'Grace',
      lastName: 'Okafor',
      phone: '305-555-0170',
      address: '12 Palm Ave',
      dateOfBirth: '1990-04-12',
    });
    await d.context.setOffline(false);
    await new AppShell(d.page).syncStatus().getByText('Synced').waitFor({ timeout: 30_000 });

    // The therapist writes and signs the evaluation on its own tablet.
    const tc = await openEvaluation(t.page, name);
    await tc
      .form('Evaluation One')
      .getByRole('textbox', { name: evaluationOneLabels.pastMedicalHistory })
      .fill('Headaches when reading since the spring');
    await tc.saveAndContinue('Evaluation One', 'Evaluation Two');
    await t.page.getByRole('button', { name: 'Sign', exact: true }).click();
    const sign = t.page.getByRole('dialog', { name: 'Sign this evaluation?' });
    await sign.getByText('Tomas Reyes, OTR/L').waitFor();
    await sign.getByRole('button', { name: 'Sign now' }).click();
    await t.page
      .getByTestId('signed-notice')
      .getByText('Signed and locked')
      .waitFor({ timeout: 30_000 });

    // The owner is the practice's optometrist: it certifies plans of care, and certifies this one.
    const self = own.page
      .getByRole('region', { name: /members/ })
      .getByRole('listitem')
      .filter({ hasText: owner.email });
    await self.getByRole('checkbox', { name: 'Certifies plans of care' }).click();
    await expect
      .poll(() => self.getByRole('checkbox', { name: 'Certifies plans of care' }).isChecked())
      .toBe(true);
    await openEvaluation(own.page, name);
    await own.page.getByTestId('signed-notice').getByText('Signed by Tomas Reyes').waitFor({
      timeout: 30_000,
    });
    await own.page.getByRole('button', { name: 'Certify plan of care' }).click();
    const certify = own.page.getByRole('dialog', { name: 'Certify the plan of care?' });
    await certify.getByText('Lena Ortiz, OD').waitFor();
    await certify.getByRole('button', { name: 'Certify now' }).click();
    const certified = own.page.getByTestId('certified-notice');
    await certified.getByText('Plan of care certified', { exact: true }).waitFor({
      timeout: 30_000,
    });
    expect(await certified.innerText()).toMatch(/Certified by Lena Ortiz, OD today at/);
    await shot(own.page, 'practice-certified-tablet');
    expect(await seriousViolations(own.page)).toEqual([]);

    // The history names each member with what they did.
    await own.page.getByRole('button', { name: 'History' }).click();
    const history = own.page.getByRole('dialog', { name: 'History of this evaluation' });
    await history.getByText('Plan of care certified by Lena Ortiz, OD').waitFor();
    await history.getByText('Signed by Tomas Reyes, OTR/L').first().waitFor();
    const entries = await history.getByTestId('history-entry').allInnerTexts();
    expect(entries.find((e) => e.includes('Evaluation One, version'))).toContain('Tomas Reyes');
    await history.getByRole('button', { name: 'Close the history' }).click();

    // So does the access log on the patient's page; the front desk's patient reached the owner.
    const oc = new ClinicalPages(own.page);
    await oc.search('Castellanos');
    await oc.openPatient(name);
    const show = (await oc.patientSection('Access log')).getByRole('button', {
      name: /Show access log|Refresh/,
    });
    await show.click();
    const log = own.page.getByRole('table').filter({ hasText: 'Device' });
    await log.getByText('Tomas Reyes').first().waitFor({ timeout: 30_000 });
    await log.getByText('Lena Ortiz').first().waitFor();
    await oc.search('Okafor');
    await own.page.getByRole('button', { name: 'Open Grace Okafor' }).waitFor({ timeout: 30_000 });
    await own.page.goto(`${app.url}/my-account`);

    // The owner sees three members, and removes the therapist.
    await own.page.reload();
    const card = own.page.getByRole('region', { name: /members/ });
    await card.getByText(therapist.email).waitFor();
    await card.getByText(desk.email).waitFor();
    const row = card.getByRole('listitem').filter({ hasText: therapist.email });
    await row.getByRole('button', { name: 'Remove' }).click();
    await row.getByRole('button', { name: 'Remove now' }).click();
    await expect.poll(() => card.getByText(therapist.email).count()).toBe(0);

    // The therapist's tablet is signed out at its next contact; signed in again, the practice's
    // patients are gone from it.
    await t.page.reload();
    await t.page.getByRole('heading', { name: 'Login' }).waitFor();
    // Its session ended with the removal: it signs in again with its password.
    await t.page.getByLabel(/^Email/).fill(therapist.email);
    await t.page.getByLabel(/^Password/).fill(therapist.password);
    await t.page.getByRole('button', { name: 'Login', exact: true }).click();
    await new AppShell(t.page).syncStatus().getByText('Synced').waitFor({ timeout: 30_000 });
    await t.page.goto(`${app.url}/search`);
    await t.page.getByRole('textbox', { name: 'Search patients' }).fill('Castellanos');
    await t.page.getByText('No patients yet.').waitFor();
    expect(await t.page.getByRole('button', { name: `Open ${name}` }).count()).toBe(0);
  });
});
