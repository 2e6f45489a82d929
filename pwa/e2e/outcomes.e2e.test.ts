import { describe, expect, it } from 'vitest';
import { AppShell } from './pages/AppShell';
import { ClinicalPages } from './pages/ClinicalPages';
import { createAccount, createPatient, signInPage } from './support/accounts';
import { largePhone, serviceWorkerActive, tablet, useApp } from './support/app';
import { settle, shot } from './support/screens';
import { collectTargets, touchProblems } from './support/touch-targets';

const auth = (token: string) => ({
  'content-type': 'application/json',
  authorization: `Bearer ${token}`,
});

describe('outcome measures', () => {
  const app = useApp();

  it('fills a CISS offline on the tablet, syncs it, and shows it on the next load with its graph', async () => {
    const pro = await createAccount(app.url, 'professionalBasic');
    await createPatient(app.url, pro, 0);
    const [patient] = (await (
      await fetch(`${app.url}/api/patients`, { headers: auth(pro.token) })
    ).json()) as { patientAutoGenId: string }[];
    const patientId = patient?.patientAutoGenId ?? '';
    // An earlier result taken through the API, so the graph has a line to draw.
    const earlier = await fetch(`${app.url}/api/outcomes/${patientId}`, {
      method: 'POST',
      headers: auth(pro.token),
      body: JSON.stringify({
        instrument: 'CISS',
        takenAt: '2026-01-05',
        answers: Array.from({ length: 15 }, () => 3),
      }),
    });
    expect(earlier.status, await earlier.text()).toBe(200);

    const { context, page } = await app.newPage(tablet);
    const c = new ClinicalPages(page);
    const shell = new AppShell(page);
    await signInPage(page, app.url, pro, '/search');
    await shell.syncStatus().getByText('Synced').waitFor({ timeout: 30_000 });
    await c.openPatient('Grace Hopper');
    // Closed to its summary, the section still offers the questionnaire; opened, the results.
    const panel = page.getByRole('region', { name: 'Outcome measures' });
    await panel.getByText('1 result; latest CISS, 01/05/2026: 45 points, flagged').waitFor();
    await c.patientSection('Outcome measures');
    await panel.getByText('45 of 60').waitFor();

    // The app is served by its service worker from here on, so a reload offline finds it.
    await serviceWorkerActive(page);
    await context.setOffline(true);
    await panel.getByRole('button', { name: 'Questionnaire' }).click();
    const dialog = page.getByRole('dialog', { name: 'Questionnaire' });
    await dialog.getByRole('button', { name: 'Start the CISS' }).click();
    await dialog.getByText('CISS: question 1 of 15').waitFor();
    await shot(page, 'outcomes-question-tablet', { fullPage: false });
    const targets = await collectTargets(page, '[role="dialog"]');
    expect(touchProblems(targets, tablet.width).map((p) => p.line)).toEqual([]);
    // Fourteen answers, then a reload: the answers given so far come back.
    for (let i = 0; i < 14; i++) {
      await dialog.getByText(`CISS: question ${String(i + 1)} of 15`).waitFor();
      await dialog
        .getByRole('radio', { name: i < 7 ? 'Sometimes' : 'Infrequently (not very often)' })
        .click();
    }
    await dialog.getByText('CISS: question 15 of 15').waitFor();
    await page.reload();
    await c.patientHeading('Grace Hopper').waitFor();
    await panel.getByRole('button', { name: 'Questionnaire' }).click();
    await dialog.getByText('CISS: question 15 of 15').waitFor();
    await dialog.getByText('Carrying on where it was left').waitFor();
    await page.setViewportSize(largePhone);
    await shot(page, 'outcomes-question-phone', { fullPage: false });
    const phoneTargets = await collectTargets(page, '[role="dialog"]');
    expect(touchProblems(phoneTargets, largePhone.width).map((p) => p.line)).toEqual([]);
    await page.setViewportSize(tablet);
    await dialog.getByRole('radio', { name: 'Never' }).click();
    await dialog.getByRole('button', { name: 'Finish' }).click();
    await dialog.getByText('Please hand the tablet back').waitFor();
    await dialog.getByRole('button', { name: 'Show the result' }).click();
    // 7 × 2 + 7 × 1 + 0 = 21: at the adult cut-off (no date of birth is known).
    await dialog.getByText('CISS score: 21').waitFor();
    await dialog.getByText('Flagged', { exact: true }).waitFor();
    await shot(page, 'outcomes-result-tablet', { fullPage: false });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await panel.getByText('Waiting to sync').waitFor();

    await context.setOffline(false);
    await shell.syncStatus().getByText('Synced').waitFor({ timeout: 30_000 });
    const stored = (await (
      await fetch(`${app.url}/api/outcomes/${patientId}`, { headers: auth(pro.token) })
    ).json()) as { score: number; flagged: boolean }[];
    expect(stored.map((r) => [r.score, r.flagged])).toEqual([
      [21, true],
      [45, true],
    ]);

    const second = await app.newPage(tablet);
    await signInPage(second.page, app.url, pro, '/search');
    await new AppShell(second.page).syncStatus().getByText('Synced').waitFor({ timeout: 30_000 });
    await new ClinicalPages(second.page).openPatient('Grace Hopper');
    const again = await new ClinicalPages(second.page).patientSection('Outcome measures');
    await again.getByText('21 of 60').waitFor();
    await again.getByTestId('norm-line').waitFor();
    await settle(second.page);
    await again.scrollIntoViewIfNeeded();
    await shot(second.page, 'outcomes-graph-tablet');
    await second.page.setViewportSize(largePhone);
    await shot(second.page, 'outcomes-graph-phone');
  });
});
