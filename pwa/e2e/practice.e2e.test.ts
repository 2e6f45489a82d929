import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ClinicalPages } from './pages/ClinicalPages';
import { createAccount, createPatientWithEvaluation, signInPage } from './support/accounts';
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

describe('a practice of three', () => {
  const app = useApp();

  it('takes in a therapist and a front desk, each working in their part, until removed', async () => {
    const owner = await createAccount(app.url, 'professionalBasic');
    const { name, patientId } = await createPatientWithEvaluation(app.url, owner);
    const [therapist, desk] = await Promise.all([createAccount(app.url), createAccount(app.url)]);

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
    // The patient's details, and no way into the evaluation.
    await d.page.getByText('Evaluations, notes and their history are for the practice').waitFor();
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

    // The owner sees three members, and removes the therapist.
    await own.page.reload();
    const card = own.page.getByRole('region', { name: /members/ });
    await card.getByText(therapist.email).waitFor();
    await card.getByText(desk.email).waitFor();
    const row = card.getByRole('listitem').filter({ hasText: therapist.email });
    await row.getByRole('button', { name: 'Remove' }).click();
    await row.getByRole('button', { name: 'Remove now' }).click();
    await expect.poll(() => card.getByText(therapist.email).count()).toBe(0);

    // The therapist's tablet is signed out at its next contact.
    await t.page.reload();
    await t.page.getByRole('heading', { name: 'Login' }).waitFor();
  });
});
