import { fullMainEvaluation } from '@optolight/fixtures';
import { goalKey } from '@optolight/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AppShell } from './pages/AppShell';
import { ClinicalPages } from './pages/ClinicalPages';
import { createAccount, createPatientWithEvaluation, signInPage } from './support/accounts';
import { largePhone, serviceWorkerActive, tablet, useApp } from './support/app';
import { downloadReport } from './support/report';
import { shot } from './support/screens';

const convergence = 'Patient will improve near point of convergence to 10 cm or closer.';
const screen = fullMainEvaluation.shortTermGoals.additionalGoals;
const driving = fullMainEvaluation.longTermGoals.additionalGoals;

/** Grades one goal of the Note tab: its status chip, then its comment. */
async function grade(page: Page, goal: string, status: string, comment: string) {
  const row = page.locator(`[data-goal="${goalKey(goal)}"]`);
  // A chip is a radio with its label: the label is what a finger taps.
  await row
    .getByRole('radiogroup', { name: `Status: ${goal}` })
    .locator('label', { hasText: new RegExp(`^${status}$`) })
    .click();
  await row.getByLabel('Comment').fill(comment);
}

describe('goals graded in a progress note', () => {
  const app = useApp();

  it('grades the plan’s goals offline, syncs the grades and prints them', async () => {
    const pro = await createAccount(app.url, 'professionalBasic');
    const { evaluationId, name } = await createPatientWithEvaluation(app.url, pro);
    const { context, page } = await app.newPage(tablet);
    const c = new ClinicalPages(page);
    await signInPage(page, app.url, pro);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await serviceWorkerActive(page);
    // The evaluation reaches the tablet before the network goes.
    await c.search('Castellanos');
    await c.openPatient(name);
    await page
      .getByRole('table', { name: 'Evaluations' })
      .getByRole('button', { name: 'Details' })
      .click();

    // The plan: each goal of the evaluation with its target date.
    await page.getByRole('button', { name: 'Edit evaluation' }).click();
    await c.openTab('Short Term Goals');
    const dates = c.form('Short Term Goals').getByRole('group', { name: 'Target dates' });
    expect(await dates.getByLabel(`Target date: ${convergence}`).inputValue()).toBe('2026-11-30');
    await dates.scrollIntoViewIfNeeded();
    await shot(page, 'goals-plan-tablet');
    await page.setViewportSize(largePhone);
    await shot(page, 'goals-plan-phone');
    await page.setViewportSize(tablet);
    await c.search('Castellanos');
    await c.openPatient(name);
    await page
      .getByRole('table', { name: 'Evaluations' })
      .getByRole('button', { name: 'Details' })
      .click();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Progress Note', exact: true }).click();
    await page.getByRole('button', { name: 'Add Progress Notes' }).click();
    await c.saveAndContinue('Appointment', 'Observations');
    await c.saveAndContinue('Observations', 'Binocular Vision');
    await c.saveAndContinue('Binocular Vision', 'Note');

    // The Note tab lists the plan's six goals with their target dates, none graded yet.
    const goals = c.form('Note').getByRole('group', { name: 'Goal progress' });
    await expect.poll(() => goals.locator('[data-goal]').count()).toBe(6);
    await goals.getByText(convergence).waitFor();
    expect(await goals.locator(`[data-goal="${goalKey(convergence)}"]`).innerText()).toContain(
      'Target date: 11/30/2026',
    );
    const note = c.form('Note');
    await note.getByLabel('Subjective: the patient’s report').fill('Double vision twice a week.');
    await note.getByLabel('Objective findings').fill('Near point of convergence 8 cm.');
    await note.getByLabel('Assessment', { exact: true }).fill('Convergence improving.');
    await note.getByLabel('Plan', { exact: true }).fill('Continue twice a week.');
    await grade(page, convergence, 'Met', 'NPC 8 cm today.');
    await grade(page, screen, 'Not met', 'Tolerates 10 minutes.');
    await grade(page, driving, 'Modified', 'Daylight driving up to 30 minutes.');
    await shot(page, 'goals-note-tablet');
    // On a phone the same tab reads one goal at a time, its chips wrapping under it.
    await c.resize(largePhone);
    await goals.getByText(convergence).waitFor();
    await goals.getByText(convergence).scrollIntoViewIfNeeded();
    await shot(page, 'goals-note-phone');
    await c.resize(tablet);
    await c.saveAndContinue('Note', 'Discharge Form');
    await c.saveAndContinue('Discharge Form', null);

    // Back online, the grades reach the server as saved.
    await context.setOffline(false);
    await new AppShell(page).syncStatus().getByText('Synced').waitFor({ timeout: 30_000 });
    const res = await fetch(`${app.url}/api/prognote/${evaluationId}`, {
      headers: { authorization: `Bearer ${pro.token}` },
    });
    const [stored] = (await res.json()) as {
      noteContent: { assessment: string; goalStatuses: Record<string, object> };
    }[];
    expect(stored?.noteContent.assessment).toBe('Convergence improving.');
    expect(stored?.noteContent.goalStatuses[goalKey(convergence)]).toEqual({
      goal: convergence,
      term: 'short',
      targetDate: '2026-11-30',
      status: 'Met',
      comment: 'NPC 8 cm today.',
    });
    expect(Object.keys(stored?.noteContent.goalStatuses ?? {})).toHaveLength(6);

    // The report prints each goal with its date, status and comment.
    await c.search('Castellanos');
    await c.openPatient(name);
    await page
      .getByRole('table', { name: 'Evaluations' })
      .getByRole('button', { name: 'Details' })
      .click();
    await page.getByRole('button', { name: 'Progress Note', exact: true }).click();
    const pdf = await downloadReport(page, 'Progress Notes', 'goals-progress-note');
    expect(pdf.text).toContain('Subjective, Objective, Assessment and Plan');
    expect(pdf.text).toMatch(
      /Short-term: Patient will improve near point +11\/30\/2026 +Met +NPC 8 cm/,
    );
    expect(pdf.text).toMatch(/Long-term: Resume driving in daylight\. +12\/31\/2026 +Modified/);
    expect(pdf.text).toMatch(/Not graded/);
  });
});
