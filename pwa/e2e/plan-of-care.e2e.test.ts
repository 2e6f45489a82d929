import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AppShell } from './pages/AppShell';
import { ClinicalPages } from './pages/ClinicalPages';
import { createAccount, createPatientWithVisits, signInPage } from './support/accounts';
import { largePhone, tablet, useApp } from './support/app';
import { otherDevice } from './support/other-device';
import { settle, shot } from './support/screens';
import { collectTargets, touchProblems } from './support/touch-targets';

/** How far down the page an element ends, in CSS px from the page's top. */
const bottomOf = (l: Locator) => l.evaluate((el) => el.getBoundingClientRect().bottom + scrollY);

describe('plan of care', () => {
  const app = useApp();

  it("opens the patient page on the patient's care, the graphs and the rest closed to a line each", async () => {
    const pro = await createAccount(app.url, 'professionalBasic');
    const name = await createPatientWithVisits(app.url, pro);
    // The details, the visits with Add and Details, and what is due fill a tablet's first
    // screen; on a phone the visits come within the first two.
    for (const [size, viewport, screens] of [
      ['tablet', tablet, 1],
      ['phone', largePhone, 2],
    ] as const) {
      const { page } = await app.newPage(viewport);
      const c = new ClinicalPages(page);
      await signInPage(page, app.url, pro, '/search');
      await new AppShell(page).syncStatus().getByText('Synced').waitFor({ timeout: 30_000 });
      await c.openPatient(name);
      await page.getByTestId('visit-count').getByText('Visit 2 of 16').waitFor();
      await settle(page);
      const reach = viewport.height * screens;
      const visits = [
        page.getByRole('button', { name: 'Add Evaluations' }),
        page.getByRole('button', { name: 'Details', exact: true }),
      ];
      const care = [
        page.getByTestId('patient-info'),
        page.getByTestId('progress-note-due'),
        page.getByTestId('recertification-due'),
      ];
      for (const l of size === 'tablet' ? [...visits, ...care] : visits)
        expect(await bottomOf(l), `${size}: ${l.toString()}`).toBeLessThanOrEqual(reach);
      await shot(page, `patient-first-screen-${size}`, { fullPage: false });

      // Each section after them is one line closed, and opens from the keyboard.
      for (const title of [
        'Measures over time',
        'Outcome measures',
        'Home programme',
        'Access log',
      ]) {
        const toggle = page
          .getByRole('region', { name: title, exact: true })
          .getByRole('button', { name: title, exact: true });
        expect(await toggle.getAttribute('aria-expanded'), title).toBe('false');
      }
      const measures = page.getByRole('region', { name: 'Measures over time', exact: true });
      const toggle = measures.getByRole('button', { name: 'Measures over time', exact: true });
      // Closed, the section is its title and a line saying what is in it.
      expect(await measures.innerText()).toMatch(
        /^Measures over time\n+\d+ findings from 1 visit, .*; graphed from a second visit$/,
      );
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      // One visit's findings read in words: a graph of one point says nothing.
      await measures.getByRole('table', { name: 'Findings recorded once' }).waitFor();
      expect(await measures.getByRole('img').count()).toBe(0);
      await page.keyboard.press('Space');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    }
  });

  it('adds a visit entry offline, counts it and flags the progress note, then syncs it', async () => {
    const pro = await createAccount(app.url, 'professionalBasic');
    // A progress note every 2nd visit; the day limit far off, so the flag comes from visits.
    const setting = await fetch(`${app.url}/api/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${pro.token}` },
      body: JSON.stringify({ progressNoteEveryVisits: 2, progressNoteEveryDays: 365 }),
    });
    expect(setting.status).toBe(200);
    // An evaluation (16 visits authorized) and a progress note: visits 1 and 2.
    const name = await createPatientWithVisits(app.url, pro);
    const { context, page } = await app.newPage(tablet);
    const c = new ClinicalPages(page);
    const shell = new AppShell(page);
    await signInPage(page, app.url, pro, '/search');
    await shell.syncStatus().getByText('Synced').waitFor({ timeout: 30_000 });
    await c.openPatient(name);
    await page.getByTestId('visit-count').getByText('Visit 2 of 16').waitFor();
    expect(await page.getByTestId('progress-note-due').getAttribute('data-status')).toBe(
      'upcoming',
    );

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add visit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a visit' });
    await dialog.getByRole('textbox', { name: 'What was done' }).fill('Vergence drills');
    await dialog.getByText('60 min').click();
    await dialog.getByRole('button', { name: 'Save visit' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByTestId('visit-count').getByText('Visit 3 of 16').waitFor();
    expect(await page.getByTestId('progress-note-due').getAttribute('data-status')).toBe('due');
    const entries = page.getByRole('table', { name: 'Visit entries' });
    expect(await entries.getByRole('row').nth(1).innerText()).toContain('Vergence drills');
    expect(await entries.getByRole('row').nth(1).innerText()).toContain('60');
    await settle(page);
    await shot(page, 'plan-of-care-patient-tablet');

    await context.setOffline(false);
    await shell.syncStatus().getByText('Synced').waitFor({ timeout: 30_000 });
    const server = await otherDevice(app.url, pro.token, 'Check');
    expect(await server.visitEntries()).toEqual([
      expect.objectContaining({ minutes: 60, done: 'Vergence drills' }),
    ]);

    // The dashboard lists the patient with what is due.
    await page.goto(`${app.url}/my-account`);
    const due = page.getByTestId('due-patient');
    await due.getByText(name).waitFor();
    expect(await due.getByTestId('progress-note-due').getAttribute('data-status')).toBe('due');
    await settle(page);
    await shot(page, 'plan-of-care-dashboard-tablet');

    await page.setViewportSize(largePhone);
    await shot(page, 'plan-of-care-dashboard-phone');
    await due.getByRole('button', { name: 'Open' }).click();
    await page.getByTestId('visit-count').getByText('Visit 3 of 16').waitFor();
    await settle(page);
    await shot(page, 'plan-of-care-patient-phone');
    const panel = page.getByRole('region', { name: 'Plan of Care' });
    await panel.waitFor();
    const panelTargets = await collectTargets(page, '[aria-labelledby="plan-of-care-title"]');
    expect(touchProblems(panelTargets, largePhone.width).map((p) => p.line)).toEqual([]);
    await page.getByRole('button', { name: 'Add visit' }).click();
    await page.getByRole('dialog', { name: 'Add a visit' }).waitFor();
    await shot(page, 'plan-of-care-add-visit-phone', { fullPage: false });
    // The dialog's controls are big enough for a finger (docs/touch-targets.md).
    const targets = await collectTargets(page, '[role="dialog"]');
    expect(touchProblems(targets, largePhone.width).map((p) => p.line)).toEqual([]);

    // What was typed survives closing the dialog: it comes back as a draft.
    const add = page.getByRole('dialog', { name: 'Add a visit' });
    await add.getByRole('textbox', { name: 'What was done' }).fill('Saccades, half done');
    await add.getByRole('button', { name: 'Not now' }).click();
    await add.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add visit' }).click();
    await add.getByTestId('draft-notice').waitFor();
    expect(await add.getByRole('textbox', { name: 'What was done' }).inputValue()).toBe(
      'Saccades, half done',
    );
    await add.getByRole('button', { name: 'Not now' }).click();

    // The practice's rhythm is on the business profile; a bad value is named on its field.
    await page.goto(`${app.url}/ed-hos-prof`);
    const every = page.getByRole('textbox', { name: 'Progress note every (visits)' });
    expect(await every.inputValue()).toBe('2');
    await every.fill('0');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Must be at least 1 visit').waitFor();
    await shot(page, 'plan-of-care-profile-setting-phone');
  });
});
