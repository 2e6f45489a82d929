import { evaluationOneLabels } from '@optolight/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AppShell } from './pages/AppShell';
import { ClinicalPages } from './pages/ClinicalPages';
import {
  createAccount,
  createPatientWithVisits,
  signInPage,
  type TestAccount,
} from './support/accounts';
import { largePhone, tablet, useApp, sizes } from './support/app';
import { seriousViolations } from './support/axe';
import { otherDevice } from './support/other-device';
import { downloadReport } from './support/report';
import { shot } from './support/screens';

const CREDENTIALS = 'OTR/L, COVD';

/** A professional whose profile carries the credentials printed with a signature. */
async function signer(url: string): Promise<TestAccount> {
  const pro = await createAccount(url, 'professionalBasic');
  const res = await fetch(`${url}/api/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${pro.token}` },
    body: JSON.stringify({ credentials: CREDENTIALS }),
  });
  expect(res.status).toBe(200);
  return pro;
}

/** Opens the patient's main evaluation at Evaluation One. */
async function openEvaluation(page: Page, c: ClinicalPages, name: string) {
  await c.openPatient(name);
  await page.getByRole('button', { name: 'Details' }).click();
  await page.getByRole('button', { name: 'Edit evaluation' }).click();
  await page.waitForURL('**/evaluation');
  await c.openTab('Evaluation One');
}

const history = (c: ClinicalPages) =>
  c.form('Evaluation One').getByRole('textbox', { name: evaluationOneLabels.pastMedicalHistory });

async function signNow(page: Page) {
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign this evaluation?' });
  await dialog.getByText(`Ada Lovelace, ${CREDENTIALS}`).waitFor();
  await dialog.getByRole('button', { name: 'Sign now' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('signed records', () => {
  const app = useApp();

  /** A signer's patient with visits, on a synced tablet open at its evaluation's Evaluation One. */
  async function start(viewport: typeof tablet) {
    const pro = await signer(app.url);
    const name = await createPatientWithVisits(app.url, pro);
    const { context, page } = await app.newPage(viewport);
    const c = new ClinicalPages(page);
    const shell = new AppShell(page);
    await signInPage(page, app.url, pro, '/search');
    await shell.syncStatus().getByText('Synced').waitFor({ timeout: 30_000 });
    await openEvaluation(page, c, name);
    const { evaluationId } = await c.selection();
    return { pro, context, page, c, shell, evaluationId };
  }

  for (const [size, viewport] of sizes([
    ['tablet', tablet],
    ['phone', largePhone],
  ] as const)) {
    it(`signs offline, locks, takes an addendum and prints both, at ${size} size`, async () => {
      const { pro, context, page, c, shell, evaluationId } = await start(viewport);

      // Offline: the last edit, then the signature and an addendum, all queued on the tablet.
      await context.setOffline(true);
      await history(c).fill('Asthma since childhood');
      await c.saveAndContinue('Evaluation One', 'Evaluation Two');
      await c.openTab('Evaluation One');
      await signNow(page);
      await page.getByText('Signed on this tablet, waiting to sync').waitFor();
      expect(await history(c).isDisabled()).toBe(true);
      expect(await history(c).inputValue()).toBe('Asthma since childhood');
      expect(await page.getByRole('button', { name: 'Sign', exact: true }).count()).toBe(0);
      const addendum = page.getByRole('form', { name: 'Add an addendum' });
      await addendum
        .getByRole('textbox', { name: 'New addendum' })
        .fill('Patient called: the headaches stopped after the new lenses.');
      await addendum.getByRole('button', { name: 'Sign and add addendum' }).click();
      await page
        .getByTestId('addendum')
        .getByText('Added on this tablet, waiting to sync')
        .waitFor();
      await shot(page, `signed-offline-${size}`);

      // Online: the server signs what the tablet showed, and dates and signs the addendum.
      await context.setOffline(false);
      await shell.syncStatus().getByText('Synced').waitFor({ timeout: 30_000 });
      const signed = page.getByTestId('signed-notice');
      await signed.getByText('Signed and locked').waitFor();
      expect(await signed.innerText()).toMatch(
        new RegExp(`Signed by Ada Lovelace, ${CREDENTIALS} today at \\d{1,2}:\\d{2} [AP]M`),
      );
      await page
        .getByTestId('addendum')
        .getByText(`Signed by Ada Lovelace, ${CREDENTIALS} today at`)
        .waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `signed-${size}`);

      // Another device's save to the signed record is refused, and nothing of it is stored.
      const ipad = await otherDevice(app.url, pro.token, 'Safari on iPad');
      const answer = (await ipad.edit(evaluationId, 'evaluationOne', {
        workEducational: 'Retired teacher',
      })) as { results: { status: string; message?: string }[] };
      expect(answer.results[0]).toMatchObject({ status: 'rejected' });
      expect(answer.results[0]?.message).toContain('This record is signed');
      expect((await ipad.section(evaluationId, 'evaluationOne')).pastMedicalHistory).toBe(
        'Asthma since childhood',
      );

      // The history lists the signature and the addendum.
      await page.getByRole('button', { name: 'History' }).click();
      const dialog = page.getByRole('dialog', { name: 'History of this evaluation' });
      await dialog.getByText(`Signed by Ada Lovelace, ${CREDENTIALS}`).first().waitFor();
      await dialog.getByText(`Addendum by Ada Lovelace, ${CREDENTIALS}`).first().waitFor();
      await dialog.getByRole('button', { name: 'Close the history' }).click();

      if (size === 'tablet') {
        // The report prints the signature and the addendum; the unsigned note prints DRAFT.
        await page.goto(`${app.url}/evaluationMain`);
        await page.getByRole('table', { name: 'Main Evaluations' }).getByText('Signed').waitFor();
        const { text } = await downloadReport(page, 'Main Evaluations', 'signed-evaluation');
        expect(text).toMatch(
          new RegExp(`Electronically signed by Ada Lovelace, ${CREDENTIALS} on .+ at .+`),
        );
        expect(text).toContain('Patient called: the headaches stopped after the new lenses.');
        expect(text).not.toContain('DRAFT');
        await page.getByRole('button', { name: 'Progress Note' }).click();
        expect((await downloadReport(page, 'Progress Notes', 'unsigned-note')).text).toContain(
          'DRAFT',
        );
      }
    });
  }

  it('refuses a signature of what another device changed meanwhile, until signed again', async () => {
    const { pro, context, page, c, shell, evaluationId } = await start(tablet);

    // The tablet signs offline what it shows; meanwhile the iPad changes Evaluation One.
    await context.setOffline(true);
    await signNow(page);
    const ipad = await otherDevice(app.url, pro.token, 'Safari on iPad');
    await ipad.edit(evaluationId, 'evaluationOne', { workEducational: 'Retired teacher' });
    await context.setOffline(false);

    const refused = page.getByTestId('sign-refused');
    await refused.getByText('Your signature was not accepted').waitFor({ timeout: 30_000 });
    expect(await refused.innerText()).toContain('Evaluation One: changed since you reviewed it');
    // The form shows the record as it is now, with the iPad's change, for review; Sign is back.
    const work = c
      .form('Evaluation One')
      .getByRole('textbox', { name: evaluationOneLabels.workEducational });
    await expect.poll(() => work.inputValue()).toBe('Retired teacher');
    expect(await work.isDisabled()).toBe(true);
    await shot(page, 'sign-refused-tablet');
    // Editing first unlocks it.
    await refused.getByRole('button', { name: 'Edit before signing' }).click();
    await expect.poll(() => work.isDisabled()).toBe(false);
    await work.fill('Retired teacher, reads daily');
    await c.saveAndContinue('Evaluation One', 'Evaluation Two');
    await c.openTab('Evaluation One');

    await signNow(page);
    await page.getByTestId('signed-notice').getByText('Signed and locked').waitFor();
    expect(await refused.count()).toBe(0);
    await shell.syncStatus().getByText('Synced').waitFor();
    expect((await ipad.section(evaluationId, 'evaluationOne')).workEducational).toBe(
      'Retired teacher, reads daily',
    );
  });
});
