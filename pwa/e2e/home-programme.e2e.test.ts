import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInPage } from './support/accounts';
import { desktop, largePhone, tablet, useApp } from './support/app';
import { inviteFromTablet } from './support/home';
import { TrainerDriver } from './support/trainer-driver';

const outDir =
  process.env.HOME_SCREENS_DIR ?? join(import.meta.dirname, '..', 'test-results', 'home');
const snap = (page: Page, name: string) =>
  page.screenshot({ path: join(outDir, `${name}.png`), fullPage: true });

/** One round of saccades from the programme, with no symptoms before or after. */
async function playProgrammeRound(page: Page) {
  const trainer = new TrainerDriver(page);
  await page.getByRole('button', { name: 'Start Saccades from your programme' }).click();
  await page.getByRole('button', { name: 'No symptoms at all' }).click();
  await page.getByRole('button', { name: 'Start round' }).click();
  expect(await trainer.playRound()).toBeGreaterThan(0);
  await trainer.finishWithNoSymptoms();
  await trainer.backToList();
}

const roundRows = (page: Page) => page.getByTestId('patient-rounds').locator('tbody tr');

describe('the home programme', () => {
  const app = useApp();

  it('invite, link, prescribe, train offline, sync, the therapist sees it; unlink stops it', async () => {
    // The therapist's tablet: invite and prescribe.
    const { patient, therapist, panel, code } = await inviteFromTablet(app);
    const t = therapist.page;
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await t.getByRole('img', { name: /QR code for the invitation/ }).waitFor();
    await snap(t, 'therapist-invite-tablet');
    await panel.getByRole('button', { name: 'Prescribe' }).click();
    await t.getByRole('checkbox', { name: 'Saccades', exact: true }).check();
    await t.getByRole('textbox', { name: 'Note to the patient' }).fill('Mornings, glasses on.');
    await snap(t, 'therapist-prescribe-tablet');
    await t.getByRole('button', { name: 'Save programme' }).click();
    await expect.poll(() => t.getByTestId('current-program').innerText()).toMatch(/^Version 1/);

    // The patient's laptop: link with the code, see the programme first.
    const laptop = await app.newPage(desktop);
    const p = laptop.page;
    await signInPage(p, app.url, patient, '/trainer-app?seed=3&speed=test');
    await new TrainerDriver(p).calibrate(50);
    await p.getByRole('textbox', { name: 'Invitation code' }).fill(code.toLowerCase());
    await p.getByRole('button', { name: 'Link' }).click();
    const mine = p.getByTestId('my-program');
    await expect.poll(() => mine.innerText()).toMatch(/Mornings, glasses on\./);
    await snap(p, 'patient-programme-laptop');

    // One round offline: kept on the laptop, sent once back online.
    await laptop.context.setOffline(true);
    await playProgrammeRound(p);
    await p.getByText('1 round waiting to sync.').waitFor();
    expect(await mine.innerText()).toMatch(/This week: 1 of 5 done/);
    await laptop.context.setOffline(false);
    await p.getByText('All rounds are synced.').waitFor();

    // The therapist reads it.
    await expect
      .poll(
        async () => {
          await panel.getByRole('button', { name: 'Refresh' }).click();
          return roundRows(t).count();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(1);
    expect(await t.getByTestId('link-status').innerText()).toMatch(/^Linked with Ada Lovelace/);
    expect(await t.getByTestId('adherence').innerText()).toMatch(/1 of 5/);
    expect(await roundRows(t).first().innerText()).toMatch(/Saccades/);
    await panel.scrollIntoViewIfNeeded();
    await snap(t, 'therapist-view-tablet');
    await t.setViewportSize(largePhone);
    await snap(t, 'therapist-view-phone');
    await t.setViewportSize(tablet);

    // Unlinked: the next round stays the patient's own.
    await panel.getByRole('button', { name: 'Unlink account' }).click();
    await expect
      .poll(() => t.getByTestId('link-status').innerText())
      .toBe('No patient account is linked.');
    await p.reload();
    await p.getByRole('textbox', { name: 'Invitation code' }).waitFor();
    await p.getByRole('button', { name: 'Start Saccades', exact: true }).click();
    await p.getByRole('button', { name: 'No symptoms at all' }).click();
    await p.getByRole('button', { name: 'Start round' }).click();
    await new TrainerDriver(p).playRound();
    await new TrainerDriver(p).finishWithNoSymptoms();
    await new TrainerDriver(p).backToList();
    await p.getByText('All rounds are synced.').waitFor();
    await panel.getByRole('button', { name: 'Refresh' }).click();
    await t.getByText(/Read from the server/).waitFor();
    expect(await roundRows(t).count()).toBe(1);
  });
});

/** The patient account's programme, as its trainer reads it. */
async function programOf(baseUrl: string, token: string) {
  const res = await fetch(`${baseUrl}/api/program`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as { program: { version: number; program: { note: string } } | null };
}

describe('a programme prescribed offline', () => {
  const app = useApp();

  it('is kept through a reload with the network off and reaches the patient once online', async () => {
    const { patient, therapist, panel, code } = await inviteFromTablet(app);
    const t = therapist.page;
    const linked = await fetch(`${app.url}/api/link`, {
      method: 'POST',
      headers: { authorization: `Bearer ${patient.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(linked.status).toBe(200);
    await panel.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => t.getByTestId('link-status').innerText()).toMatch(/^Linked with/);
    await t.getByTestId('sync-status').getByText('Synced').waitFor();

    await therapist.context.setOffline(true);
    await panel.getByRole('button', { name: 'Refresh' }).click();
    await panel.getByText(/Inviting and unlinking need a connection/).waitFor();
    expect(await panel.getByRole('button', { name: 'Unlink account' }).isDisabled()).toBe(true);
    await panel.getByRole('button', { name: 'Prescribe' }).click();
    await t.getByRole('checkbox', { name: 'Saccades', exact: true }).check();
    const note = t.getByRole('textbox', { name: 'Note to the patient' });
    await note.fill('Evenings, after homework.');
    // Closing the form keeps the typing as a draft; a reload brings it back.
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await t.reload();
    await panel.getByText('Not saved yet').waitFor();
    expect(await note.inputValue()).toBe('Evenings, after homework.');
    await snap(t, 'offline-prescription-draft-tablet');
    await t.getByRole('button', { name: 'Save programme' }).click();
    await panel.getByTestId('program-queued').waitFor();
    expect(await t.getByTestId('current-program').innerText()).toMatch(
      /^Prescribed on this tablet: Saccades 5 minutes/,
    );
    await panel.scrollIntoViewIfNeeded();
    await snap(t, 'offline-prescription-tablet');
    await t.setViewportSize(largePhone);
    await panel.scrollIntoViewIfNeeded();
    await snap(t, 'offline-prescription-phone');
    await t.setViewportSize(tablet);

    // Still queued after a reload offline; nothing reached the server yet.
    await t.reload();
    await panel.getByTestId('program-queued').waitFor();
    expect((await programOf(app.url, patient.token)).program).toBeNull();

    await therapist.context.setOffline(false);
    await expect
      .poll(() => t.getByTestId('current-program').innerText(), { timeout: 30_000 })
      .toMatch(/^Version 1/);
    const mine = await programOf(app.url, patient.token);
    expect(mine.program).toMatchObject({
      version: 1,
      program: { note: 'Evenings, after homework.' },
    });
  });
});
