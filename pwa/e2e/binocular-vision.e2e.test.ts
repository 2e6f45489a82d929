import { fixturePatients } from '@optolight/fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AppShell } from './pages/AppShell';
import { ClinicalPages } from './pages/ClinicalPages';
import { createAccount, createPatientWithEvaluation, signInPage } from './support/accounts';
import { largePhone, serviceWorkerActive, tablet, useApp } from './support/app';
import { downloadReport } from './support/report';
import { shot } from './support/screens';

/** The evaluation's details on Tobias's patient page (he is 14 on every visit here). */
async function openEvaluation(page: Page, c: ClinicalPages, name: string) {
  await c.search('Lindqvist');
  await c.openPatient(name);
  await page
    .getByRole('table', { name: 'Evaluations' })
    .getByRole('button', { name: 'Details' })
    .click();
}

/** The flag printed under a finding's field as it is typed. */
const flagOf = (page: Page, field: string) =>
  page.locator(`[data-field="${field}"] [data-flag]`).innerText();

describe('binocular vision findings', () => {
  const app = useApp();

  it('records the findings offline with their flags, syncs them and prints baseline and now', async () => {
    const pro = await createAccount(app.url, 'professionalBasic');
    const { evaluationId, patientId, name } = await createPatientWithEvaluation(
      app.url,
      pro,
      fixturePatients.tobias,
    );
    // A CISS a week before, through the API: the baseline the one filled offline is compared with.
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const baseline = await fetch(`${app.url}/api/outcomes/${patientId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${pro.token}` },
      body: JSON.stringify({ instrument: 'CISS', takenAt: weekAgo, answers: Array(15).fill(3) }),
    });
    expect(baseline.status, await baseline.text()).toBe(200);
    const { context, page } = await app.newPage(tablet);
    const c = new ClinicalPages(page);
    await signInPage(page, app.url, pro);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await serviceWorkerActive(page);
    await openEvaluation(page, c, name);
    await page.getByRole('button', { name: 'Edit evaluation' }).click();
    await c.openTab('Binocular Vision');
    await context.setOffline(true);

    // The main evaluation: each finding flagged against its norm for age 14 as it is typed.
    const form = c.form('Binocular Vision');
    await form.getByLabel('Near point of convergence, break (cm)', { exact: true }).fill('12');
    expect(await flagOf(page, 'npcBreak')).toBe('Above norm: expected less than 6 cm (CITT)');
    const amplitude = form.getByLabel('Amplitude of accommodation, right eye (D)', { exact: true });
    await amplitude.fill('');
    await amplitude.pressSequentially('11.5');
    expect(await amplitude.inputValue()).toBe('11.5');
    expect(await flagOf(page, 'amplitudeRight')).toBe(
      'Within norm: expected at least 11.5 D at age 14 (Hofstetter)',
    );
    await amplitude.fill('6');
    expect(await flagOf(page, 'amplitudeRight')).toBe(
      'Below norm: expected at least 11.5 D at age 14 (Hofstetter)',
    );
    // Suggested codes wait for the clinician: H51.11 is in the diagnosis already, H52.523 is
    // added by one tap and nothing else.
    const codes = page.getByRole('region', { name: 'Suggested codes' });
    await codes.getByRole('button', { name: 'H51.11 in the diagnosis' }).waitFor();
    await codes.getByRole('button', { name: 'Add H52.523 to the diagnosis' }).click();
    await codes.getByRole('button', { name: 'H52.523 in the diagnosis' }).waitFor();
    await shot(page, 'bvsec-main-tablet');
    await c.resize(largePhone);
    await shot(page, 'bvsec-main-phone');
    await c.resize(tablet);
    await c.saveAndContinue('Binocular Vision', 'Short Term Goals');

    // Still offline, Tobias fills a CISS on the tablet: 15 answers of 'Infrequently', 15 points.
    await c.search('Lindqvist');
    await c.openPatient(name);
    await page.getByRole('button', { name: 'Questionnaire' }).click();
    const dialog = page.getByRole('dialog', { name: 'Questionnaire' });
    await dialog.getByRole('button', { name: 'Start the CISS' }).click();
    for (let i = 0; i < 15; i++) {
      await dialog.getByText(`CISS: question ${String(i + 1)} of 15`).waitFor();
      await dialog.getByRole('radio', { name: 'Infrequently (not very often)' }).click();
    }
    await dialog.getByRole('button', { name: 'Finish' }).click();
    await dialog.getByRole('button', { name: 'Show the result' }).click();
    await dialog.getByText('CISS score: 15').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();

    // A progress note, still offline: the naming test is read against the evaluation's.
    await openEvaluation(page, c, name);
    await page.getByRole('button', { name: 'Progress Note', exact: true }).click();
    await page.getByRole('button', { name: 'Add Progress Notes' }).click();
    await c.saveAndContinue('Appointment', 'Observations');
    await c.saveAndContinue('Observations', 'Binocular Vision');
    const note = c.form('Binocular Vision');
    await note.getByLabel('Near point of convergence, break (cm)', { exact: true }).fill('5');
    expect(await flagOf(page, 'npcBreak')).toBe('Within norm: expected less than 6 cm (CITT)');
    // What was typed survives leaving the tab unsaved: a draft, shown with its flag.
    await c.openTab('Note');
    await c.openTab('Binocular Vision');
    await page.getByTestId('draft-notice').waitFor();
    const npc = note.getByLabel('Near point of convergence, break (cm)', { exact: true });
    expect(await npc.inputValue()).toBe('5');
    expect(await flagOf(page, 'npcBreak')).toBe('Within norm: expected less than 6 cm (CITT)');
    await note.getByLabel('Amplitude of accommodation, right eye (D)', { exact: true }).fill('9');
    await note.getByLabel('Timed number naming, time (s)', { exact: true }).fill('60');
    expect(await flagOf(page, 'namingTime')).toBe(
      'Worse than baseline: expected no slower than the baseline, 58 s (Galetta)',
    );
    await note.getByLabel('Stereoacuity (arc seconds)', { exact: true }).fill('9000');
    await c.saveAndContinue('Binocular Vision', 'Binocular Vision');
    await note.getByText('Must be between 1 and 4000 arc seconds').waitFor();
    await shot(page, 'bvsec-note-tablet');
    await c.resize(largePhone);
    await shot(page, 'bvsec-note-phone');
    await c.resize(tablet);
    await note.getByLabel('Stereoacuity (arc seconds)', { exact: true }).fill('40');
    await c.saveAndContinue('Binocular Vision', 'Note');
    await c.saveAndContinue('Note', 'Discharge Form');
    await c.saveAndContinue('Discharge Form', null);

    // Back online, both reach the server as saved, with the code the clinician added.
    await context.setOffline(false);
    await new AppShell(page).syncStatus().getByText('Synced').waitFor({ timeout: 30_000 });
    const get = async (path: string) =>
      (await (
        await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${pro.token}` } })
      ).json()) as {
        id: string;
        binocularVision: { npcBreak: number; amplitudeRight: number; stereoacuity: number };
        appointment: { primaryDiagnosis: { code: string }[] };
      }[];
    const [noteRecord] = await get(`/api/prognote/${evaluationId}`);
    expect(noteRecord?.binocularVision).toMatchObject({ npcBreak: 5, stereoacuity: 40 });
    const main = (await get(`/api/evaluations/${patientId}`)).find((r) => r.id === evaluationId);
    expect(main?.binocularVision).toMatchObject({ npcBreak: 12, amplitudeRight: 6 });
    expect(main?.appointment.primaryDiagnosis.map((d) => d.code)).toContain('H52.523');

    // The progress report compares the note's findings with the evaluation's.
    await openEvaluation(page, c, name);
    await page.getByRole('button', { name: 'Progress Note', exact: true }).click();
    const pdf = await downloadReport(page, 'Progress Notes', 'bvsec-progress-note');
    expect(pdf.text).toMatch(/Measures: baseline and now +Baseline +Now +Change +Norm \(latest\)/);
    expect(pdf.text).toMatch(
      /Near point of convergence, break +12 cm +5 cm +-7 cm +Within: less than 6 cm/,
    );
    expect(pdf.text).toMatch(
      /Amplitude of accommodation, right(?: eye)? +6 ?D +9 ?D +\+3 D +Outside/,
    );
    // The questionnaire filled offline is 'now' against the one a week before (cut-off 16 at 14).
    expect(pdf.text).toMatch(
      /CISS symptom score \(0–60\) +45 points +15 points +-30 +Within: under 16/,
    );

    // The patient page graphs each measure recorded twice with its norm.
    await c.search('Lindqvist');
    await c.openPatient(name);
    const charts = await c.patientSection('Measures over time');
    await charts
      .getByRole('img', { name: /^Near point of convergence, break: 12 cm at baseline, 5 cm/ })
      .waitFor();
    // The four findings the note recorded again are graphed, each with its norm's line; those
    // recorded at the evaluation only read in words until a second visit records them.
    expect(await charts.getByRole('img').count()).toBe(4);
    expect(await charts.getByTestId('norm-line').count()).toBe(4);
    const once = charts.getByRole('table', { name: 'Findings recorded once' });
    await once.getByRole('cell', { name: 'Near point of convergence, recovery' }).waitFor();
    await charts.scrollIntoViewIfNeeded();
    await shot(page, 'bvsec-patient-charts-tablet');
  });
});
