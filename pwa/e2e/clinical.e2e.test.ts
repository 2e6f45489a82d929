import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AppShell } from './pages/AppShell';
import { ClinicalPages } from './pages/ClinicalPages';
import { createAccount, signInPage } from './support/accounts';
import { serviceWorkerActive, tablet, useApp } from './support/app';
import { downloadReport } from './support/report';
import { shot } from './support/screens';

const mainTabs = [
  ['Appointment', 'Appointment'],
  ['Evaluation One', 'Evaluation One'],
  ['Evaluation Two', 'Evaluation Two'],
  ['Observations', 'Observations'],
  ['Binocular Vision', 'Binocular Vision'],
  ['Short Term Goals', 'Short Term Goals'],
  ['Long Term Goals', 'Long Term Goals'],
  ['Discharge Form', 'Discharge Form'],
] as const;
const noteTabs = [
  'Appointment',
  'Observations',
  'Binocular Vision',
  'Note',
  'Discharge Form',
] as const;

async function fillTabs(page: Page, c: ClinicalPages, tabs: readonly string[], prefix: string) {
  for (const [i, title] of tabs.entries()) {
    await c.fillEverything(title);
    if (title === 'Discharge Form') await c.drawSignature();
    await shot(page, `${prefix}-${String(i + 1)}-${title.replace(/ /g, '-').toLowerCase()}`);
    await c.saveAndContinue(title, tabs[i + 1] ?? null);
  }
}

describe('clinical records offline', () => {
  const app = useApp();

  it('registers a patient and writes an evaluation and a note offline, then syncs them', async () => {
    const pro = await createAccount(app.url, 'professionalBasic');
    const { context, page } = await app.newPage(tablet);
    const c = new ClinicalPages(page);
    await signInPage(page, app.url, pro);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await serviceWorkerActive(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await c.registerPatient({
      patientId: 'P-7001',
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '305 555 0100',
      address: '1 Harbor Road',
      dateOfBirth: '1990-12-09',
    });
    // Registering opens the patient.
    await c.patientHeading('Grace Hopper').waitFor();
    await c.search('hopp');
    await shot(page, 'search');
    await c.openPatient('Grace Hopper');
    await shot(page, 'patient');

    await page.getByRole('button', { name: 'Add Evaluations' }).click();
    await c.tab('Appointment').waitFor();
    expect(await page.getByTestId('evaluation-type').first().innerText()).toBe('MAIN EVALUATION');
    await fillTabs(
      page,
      c,
      mainTabs.map(([t]) => t),
      'main',
    );

    await c.openPatient('Grace Hopper');
    await page.getByRole('button', { name: 'Details' }).click();
    await page.getByRole('button', { name: 'Progress Note', exact: true }).click();
    await page.getByRole('button', { name: 'Add Progress Notes' }).click();
    await c.tab('Appointment').waitFor();
    // The note starts from the evaluation's appointment, ready to edit.
    const physician = c.form('Appointment').getByLabel("Physician's name");
    expect(await physician.inputValue()).toBe('Appointment text');
    await fillTabs(page, c, noteTabs, 'progress');
    const { patientId, evaluationId } = await c.selection();

    // Everything is on the device: a reload while still offline finds it.
    await page.reload();
    await c.search('P-7001');
    await c.openPatient('Grace Hopper');
    await page.getByRole('button', { name: 'Details' }).click();
    await shot(page, 'evaluation-main');
    await page.getByRole('button', { name: 'Progress Note', exact: true }).click();
    await expect
      .poll(() => page.getByRole('table', { name: 'Progress Notes' }).locator('tbody tr').count())
      .toBe(1);

    // Reports are made on the device: with the network still off, the evaluation prints.
    await page.getByRole('button', { name: 'Evaluation', exact: true }).click();
    const mainPdf = await downloadReport(page, 'Main Evaluations', 'clinical-main-evaluation');
    expect(mainPdf.name).toMatch(/^main-evaluation-Hopper-P-7001-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(mainPdf.text).toContain('Hopper, Grace');
    for (const heading of ['Evaluation One', 'Objective Observation', 'Long Term Goals']) {
      expect(mainPdf.text, heading).toContain(heading);
    }
    expect(mainPdf.text).not.toMatch(/undefined|NaN|\[object Object\]/);

    await context.setOffline(false);
    await new AppShell(page).syncStatus().getByText('Synced').waitFor({ timeout: 30_000 });
    // Sync ran on its own thread, not the page's (docs/sync-protocol.md, "Where sync runs").
    expect(page.workers().map((w) => w.url())).toContainEqual(
      expect.stringMatching(/sync\.worker-[\w-]+\.js$/),
    );

    const res = await fetch(`${app.url}/api/evaluations/${patientId}`, {
      headers: { authorization: `Bearer ${pro.token}` },
    });
    expect(res.status).toBe(200);
    const [main] = (await res.json()) as Record<string, unknown>[];
    for (const section of [
      'appointment',
      'evaluationOne',
      'evaluationSecond',
      'objectiveObservation',
      'shortTermGoals',
      'longTermGoals',
      'dischargePlan',
    ])
      expect(main?.[section], section).toEqual(expect.anything());
    const discharge = main?.dischargePlan as { therapistSign: string; eval_type: string };
    expect(discharge.therapistSign).toMatch(/^data:image\/png;base64,/);
    expect(discharge.eval_type).toBe('mainEvaluation');
    const notes = await fetch(`${app.url}/api/prognote/${evaluationId}`, {
      headers: { authorization: `Bearer ${pro.token}` },
    });
    const [note] = (await notes.json()) as Record<string, unknown>[];
    for (const section of ['appointment', 'objectiveObservation', 'noteContent', 'dischargePlan'])
      expect(note?.[section], section).toEqual(expect.anything());

    // A second device of the same account gets the patient and the evaluation.
    const other = await app.newPage(tablet);
    const c2 = new ClinicalPages(other.page);
    await signInPage(other.page, app.url, pro);
    await c2.search('P-7001');
    await c2.openPatient('Grace Hopper');
    await other.page
      .getByRole('table', { name: 'Evaluations' })
      .getByRole('button', { name: 'Details' })
      .waitFor();
    // The note prints there too, from the synced copy. (One download per tab: Chromium holds
    // back a second automatic download from the same page until the person allows it.)
    await other.page
      .getByRole('table', { name: 'Evaluations' })
      .getByRole('button', { name: 'Details' })
      .click();
    await other.page.getByRole('button', { name: 'Progress Note', exact: true }).click();
    const notePdf = await downloadReport(other.page, 'Progress Notes', 'clinical-progress-note');
    expect(notePdf.name).toMatch(/^progress-note-Hopper-P-7001-/);
    expect(notePdf.text).toContain('Progress Note');
  });
});
