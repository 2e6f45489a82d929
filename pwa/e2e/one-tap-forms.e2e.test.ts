import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ClinicalPages } from './pages/ClinicalPages';
import { createAccount, signInPage } from './support/accounts';
import { phone, tablet, useApp, type App } from './support/app';
import { seriousViolations } from './support/axe';
import { shot } from './support/screens';

/** A professional with a new patient and a new main evaluation open on its first tab. */
async function newEvaluation(app: App, viewport: { width: number; height: number }) {
  const pro = await createAccount(app.url, 'professionalBasic');
  const { page } = await app.newPage(viewport);
  const c = new ClinicalPages(page);
  await signInPage(page, app.url, pro);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  await c.registerPatient({
    patientId: 'T-1',
    firstName: 'Ida',
    lastName: 'Mann',
    phone: '305 555 0102',
    address: '3 Harbor Road',
    dateOfBirth: '1981-03-10',
  });
  await page.getByRole('button', { name: 'Add Evaluations' }).click();
  await c.form('Appointment').waitFor();
  return { page, c };
}

const chip = (page: Page, group: string, option: string) =>
  page.getByRole('radiogroup', { name: group }).getByText(option, { exact: true });
const checked = async (page: Page, group: string) => {
  const input = page.getByRole('radiogroup', { name: group }).locator('input:checked');
  return (await input.count()) === 0 ? '' : input.inputValue();
};

describe('one tap for a short list, one tap for a group', () => {
  // Online only: no page here needs the app's worker (docs/testing.md#steady-journeys).
  const app = useApp({ serviceWorker: false });

  it('grades symptoms with one tap each and sets the rest of a group to None', async () => {
    const { page, c } = await newEvaluation(app, tablet);
    await c.openTab('Evaluation Two');
    await chip(page, 'Double vision', 'Severe').click();
    expect(await checked(page, 'Double vision')).toBe('Severe');
    // A chip tapped by mistake is cleared by tapping it again: nothing recorded.
    await chip(page, 'Nystagmus', 'Minimal').click();
    await chip(page, 'Nystagmus', 'Minimal').click();
    expect(await checked(page, 'Nystagmus')).toBe('');

    await page
      .getByRole('button', { name: 'Set the rest to None: Eye muscle general multi-defects' })
      .click();
    expect(await checked(page, 'Double vision')).toBe('Severe');
    expect(await checked(page, 'Nystagmus')).toBe('None');
    expect(await checked(page, 'Strabismus')).toBe('None');
    // Only that group: another group is left as it was.
    expect(await checked(page, 'Tumor')).toBe('');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('reads the right eye first, fills normal limits and copies to the left eye only where empty', async () => {
    const { page, c } = await newEvaluation(app, tablet);
    await c.openTab('Observations');
    const table = page.getByRole('table', { name: 'Objectives of Observation' });
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
      'Observation',
      'Right eye (OD)',
      'Left eye (OS)',
    ]);
    await chip(page, 'Left eye (OS): Edema', 'Severe').click();
    await page.getByRole('button', { name: 'Right eye within normal limits' }).click();
    expect(await checked(page, 'Right eye (OD): Direct light response')).toBe('Brisk');
    expect(await checked(page, 'Right eye (OD): Edema')).toBe('WNL');
    expect(await checked(page, 'Right eye (OD): Pain')).toBe('');
    expect(await page.getByLabel('Right eye (OD): Medial rectus (MR)').inputValue()).toBe('5/5');

    await page.getByRole('button', { name: 'Copy right eye to left eye' }).click();
    expect(await checked(page, 'Left eye (OS): Direct light response')).toBe('Brisk');
    // What the clinician had entered for the left eye stays.
    expect(await checked(page, 'Left eye (OS): Edema')).toBe('Severe');

    await page.getByRole('button', { name: 'Select all: Orientation' }).click();
    for (const place of ['Person', 'Place', 'Time'])
      expect(await page.getByRole('checkbox', { name: place }).isChecked()).toBe(true);
    await shot(page, 'tablet-observations');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lists each finding with both eyes beneath it on a phone, nothing off-screen', async () => {
    const { page, c } = await newEvaluation(app, tablet);
    await page.setViewportSize(phone);
    await c.openTab('Observations');
    const list = page.getByRole('group', { name: 'Objectives of Observation' });
    await list.waitFor();
    expect(await page.getByRole('table', { name: 'Objectives of Observation' }).count()).toBe(0);
    await chip(page, 'Right eye (OD): Direct light response', 'Sluggish').click();
    expect(await checked(page, 'Right eye (OD): Direct light response')).toBe('Sluggish');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await shot(page, 'phone-observations');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('starts a new evaluation from what is known: start of care, discharge date and physician', async () => {
    const { c } = await newEvaluation(app, tablet);
    const appointment = c.form('Appointment');
    const visit = await appointment.getByLabel('Date of visit').inputValue();
    expect(visit).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await appointment.getByLabel('Start of care date').inputValue()).toBe(visit);
    await appointment.getByLabel("Physician's name").fill('Dr Lind');
    await c.saveAndContinue('Appointment', 'Evaluation One');
    await c.openTab('Discharge Form');
    const discharge = c.form('Discharge Form');
    expect(await discharge.getByLabel("Physician's name").inputValue()).toBe('Dr Lind');
    expect(await discharge.getByLabel('Date', { exact: true }).inputValue()).toBe(visit);
    expect(await discharge.getByLabel('Certified from').inputValue()).toBe(visit);
  });
});
