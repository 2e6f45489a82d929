import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ClinicalPages } from './pages/ClinicalPages';
import { signInPage } from './support/accounts';
import { desktop, largePhone, serviceWorkerActive, tablet, useApp } from './support/app';
import { inviteFromTablet } from './support/home';
import { collectTargets, touchProblems } from './support/touch-targets';
import { TrainerDriver } from './support/trainer-driver';

const outDir =
  process.env.HOME_SCREENS_DIR ?? join(import.meta.dirname, '..', 'test-results', 'home');
mkdirSync(outDir, { recursive: true });
/** The page at the tablet and the phone size, each checked for touch targets, back at desktop. */
async function atBothSizes(page: Page, name: string, scope: string) {
  for (const [size, viewport] of [
    ['tablet', tablet],
    ['phone', largePhone],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({
      path: join(outDir, `${name}-${size}.png`),
      fullPage: scope === 'body',
    });
    const problems = touchProblems(await collectTargets(page, scope), viewport.width);
    expect(problems.map((p) => p.line)).toEqual([]);
  }
  await page.setViewportSize(desktop);
}

/** CISS items 1 to 8 'Sometimes' (2), 9 to 15 'Fairly often' (3): 8 × 2 + 7 × 3 = 37. */
const answerOf = (item: number) => (item <= 8 ? 'Sometimes' : 'Fairly often');

describe('a questionnaire from home', () => {
  const app = useApp();

  it('a linked patient fills the CISS offline, it is sent once online, the therapist reads it', async () => {
    // The therapist's tablet invites; the patient's laptop links with the code.
    const { pro, patient, therapist, code } = await inviteFromTablet(app);
    const t = therapist.page;

    const laptop = await app.newPage(desktop);
    const p = laptop.page;
    await signInPage(p, app.url, patient, '/trainer-app?seed=3&speed=test');
    await new TrainerDriver(p).calibrate(50);
    await p.getByRole('textbox', { name: 'Invitation code' }).fill(code);
    await p.getByRole('button', { name: 'Link' }).click();
    const card = p.getByTestId('home-questionnaire');
    await card.getByRole('heading', { name: 'A questionnaire from your therapist' }).waitFor();
    await atBothSizes(p, 'card', '[data-testid="home-questionnaire"]');

    // Offline from here: the trainer's sync runs on the page, so nothing can leave it.
    await serviceWorkerActive(p);
    await laptop.context.setOffline(true);
    await card.getByRole('button', { name: 'Start the questionnaire' }).click();
    const dialog = p.getByRole('dialog', { name: 'Questionnaire' });
    await dialog.getByText('CISS: question 1 of 15').waitFor();
    await atBothSizes(p, 'question', '[role="dialog"]');
    for (let i = 1; i <= 8; i++) {
      await dialog.getByText(`CISS: question ${String(i)} of 15`).waitFor();
      await dialog.getByRole('radio', { name: answerOf(i) }).click();
    }
    await dialog.getByText('CISS: question 9 of 15').waitFor();

    // A reload midway brings back the eight answers, on the ninth question.
    await p.reload();
    await card.getByRole('button', { name: 'Carry on with the questionnaire' }).click();
    await dialog.getByText('Carrying on where it was left').waitFor();
    await dialog.getByText('CISS: question 9 of 15').waitFor();
    expect(await dialog.getByRole('progressbar').getAttribute('aria-label')).toBe(
      '8 of 15 answered',
    );
    await atBothSizes(p, 'question-restored', '[role="dialog"]');
    for (let i = 9; i <= 15; i++) {
      await dialog.getByText(`CISS: question ${String(i)} of 15`).waitFor();
      await dialog.getByRole('radio', { name: answerOf(i) }).click();
    }
    await dialog.getByRole('button', { name: 'Finish' }).click();
    await dialog.getByText('Thank you. Your answers go to your therapist.').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    const status = card.getByTestId('questionnaire-status');
    await status.getByText(/^Waiting to send/).waitFor();
    await atBothSizes(p, 'card-waiting', '[data-testid="home-questionnaire"]');
    const patientId = await onlyPatientId(app.url, pro.token);
    const before = await fetch(`${app.url}/api/outcomes/${patientId}`, {
      headers: { authorization: `Bearer ${pro.token}` },
    });
    expect(await before.json()).toEqual([]);

    // Online: the trainer's sync sends it, once.
    await laptop.context.setOffline(false);
    await status.getByText(/^Sent to your therapist on /).waitFor({ timeout: 30_000 });
    await atBothSizes(p, 'card-sent', '[data-testid="home-questionnaire"]');

    // The therapist's tablet pulls it into the patient's Outcome measures panel.
    await t.reload();
    const outcomes = await new ClinicalPages(t).patientSection('Outcome measures');
    await outcomes.getByText('37 of 60').waitFor({ timeout: 30_000 });
    expect(await outcomes.getByRole('listitem').count()).toBe(1);
    await outcomes.getByRole('listitem').getByText('Filled at home').waitFor();
    await outcomes.scrollIntoViewIfNeeded();
    await t.screenshot({ path: join(outDir, 'therapist-outcomes-tablet.png') });
  });
});

/** The professional's only patient record, as the therapist's list gives it. */
async function onlyPatientId(baseUrl: string, token: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/patients`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [patient] = (await res.json()) as { patientAutoGenId: string }[];
  if (!patient) throw new Error('no patient record');
  return patient.patientAutoGenId;
}
