import { noSymptoms, summarize, type TrainerRound } from '@optolight/domain';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { AppShell } from './pages/AppShell';
import { ClinicalPages } from './pages/ClinicalPages';
import {
  createAccount,
  createPatientWithEvaluation,
  signInPage,
  type TestAccount,
} from './support/accounts';
import { largePhone, serviceWorkerActive, tablet, useApp } from './support/app';
import { downloadReport } from './support/report';
import { shot } from './support/screens';

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function api<T>(url: string, who: TestAccount, body?: object): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${who.token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

/** A saccades round played a few seconds from now (after the link began) ending at `level`. */
function round(seconds: number, finalLevel: number, headache: 'none' | 'strong'): TrainerRound {
  const startedAt = new Date(Date.now() + seconds * 1000).toISOString();
  const trials = [{ atMs: 1000, level: finalLevel, isCorrect: true, reactionMs: 400 }];
  return {
    id: uuidv7(),
    exercise: 'saccades',
    startedAt,
    endedAt: startedAt,
    durationMs: 45_000,
    trials,
    ...summarize('saccades', trials),
    finalLevel,
    calibration: { pxPerCm: 40, viewingDistanceCm: 50, screenWidthPx: 768, screenHeightPx: 1024 },
    symptomsBefore: noSymptoms,
    symptomsAfter: { ...noSymptoms, headache },
  };
}

describe("a progress note's home-programme summary", () => {
  const app = useApp();

  it('inserts the summary offline from the kept copy, saves it with the note and prints it', async () => {
    const pro = await createAccount(app.url, 'professionalBasic');
    const { patientId, name } = await createPatientWithEvaluation(app.url, pro);
    const patient = await createAccount(app.url, 'patientBasic');
    const { code } = await api<{ code: string }>(`${app.url}/api/invite/${patientId}`, pro);
    await api(`${app.url}/api/link`, patient, { code });
    await api(`${app.url}/api/program/${patientId}`, pro, {
      exercises: [{ exercise: 'saccades', unit: 'minutes', amount: 5 }],
      startLevel: 2,
      sessionsPerWeek: 3,
      startDate: day(-3),
      endDate: day(30),
      note: '',
    });
    const sent = await api<{ results: { status: string }[] }>(
      `${app.url}/api/trainer/rounds`,
      patient,
      { rounds: [round(2, 2, 'none'), round(4, 4, 'strong')] },
    );
    expect(
      sent.results.map((r) => r.status),
      JSON.stringify(sent),
    ).toEqual(['stored', 'stored']);

    const { page, context } = await app.newPage(tablet);
    const c = new ClinicalPages(page);
    await signInPage(page, app.url, pro);
    // The patient page reads the home programme and keeps a copy on the tablet.
    await c.search('Castellanos');
    await c.openPatient(name);
    await (await c.patientSection('Home programme')).getByText(/Read from the server/).waitFor();
    await page
      .getByRole('table', { name: 'Evaluations' })
      .getByRole('button', { name: 'Details' })
      .click();

    // The note's pages come from the service worker's cache once the network is gone.
    await serviceWorkerActive(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Progress Note', exact: true }).click();
    await page.getByRole('button', { name: 'Add Progress Notes' }).click();
    await c.saveAndContinue('Appointment', 'Observations');
    await c.saveAndContinue('Observations', 'Binocular Vision');
    await c.saveAndContinue('Binocular Vision', 'Note');
    const note = c.form('Note');
    const objective = note.getByLabel('Objective findings');
    await objective.fill('Near point of convergence 8 cm.');
    const insert = note.getByTestId('home-summary');
    await insert.getByText(/could not be read again: the tablet is offline/).waitFor();
    await insert.getByRole('button', { name: 'Insert home-programme summary' }).click();
    const text = await objective.inputValue();
    expect(text).toMatch(/^Near point of convergence 8 cm\.\n\nHome programme, 11\/02\/2026 to /);
    expect(text).toContain('Saccades 5 minutes a session, 3 sessions a week.');
    expect(text).toContain('Level from first to last round: Saccades level 2 to 4 (2 rounds).');
    expect(text).toMatch(/Told to stop for the day for symptoms after 1 round: .*strong headache/);
    // The last tab's 'Saved on this tablet' toast would cover the note on a phone.
    await page.getByText('Saved on this tablet').waitFor({ state: 'detached' });
    await shot(page, 'home-summary-note-tablet');
    await c.resize(largePhone);
    await insert.waitFor();
    await insert.scrollIntoViewIfNeeded();
    await shot(page, 'home-summary-note-phone', { fullPage: false });
    await c.resize(tablet);
    await c.saveAndContinue('Note', 'Discharge Form');

    await context.setOffline(false);
    await new AppShell(page).syncStatus().getByText('Synced').waitFor({ timeout: 30_000 });
    await c.search('Castellanos');
    await c.openPatient(name);
    await page
      .getByRole('table', { name: 'Evaluations' })
      .getByRole('button', { name: 'Details' })
      .click();
    await page.getByRole('button', { name: 'Progress Note', exact: true }).click();
    const pdf = await downloadReport(page, 'Progress Notes', 'home-summary-progress-note');
    const printed = pdf.text.replace(/\s+/g, ' ');
    expect(printed).toContain('Near point of convergence 8 cm. Home programme, 11/02/2026 to');
    expect(printed).toContain('Level from first to last round: Saccades level 2 to 4 (2 rounds).');
  });
});
