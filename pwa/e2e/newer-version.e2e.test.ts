import { currentVersion } from '@optolight/domain';
import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { describe, expect, it } from 'vitest';
import { AppShell } from './pages/AppShell';
import { ClinicalPages } from './pages/ClinicalPages';
import { readAccountStore } from './support/account-db';
import { createAccount, createPatientWithVisits, signInPage } from './support/accounts';
import { largePhone, tablet, useApp } from './support/app';
import { seriousViolations } from './support/axe';
import { shot } from './support/screens';
import { openServerDb } from './support/server-db';

const notice = 'This was saved by a newer version of Optolight; update the app to edit it.';

// It plays a server already on a newer version by writing into the server's SQLite file, so it
// runs on SQLite only; the server's side of newer sections runs on both databases in its suite.
describe.skipIf(process.env.E2E_DATABASE === 'postgres')(
  'sections a newer version of the app saved',
  () => {
    // Online only: no page here needs the app's worker (docs/testing.md#steady-journeys).
    const app = useApp({ serviceWorker: false });

    // The sizes of the clinic's work: the tablet, and a phone in the hand.
    for (const [size, viewport] of [
      ['tablet', tablet],
      ['phone', largePhone],
    ] as const) {
      it(`are shown read-only and never saved over, at ${size} size`, async () => {
        const pro = await createAccount(app.url, 'professionalBasic');
        const patient = await createPatientWithVisits(app.url, pro);

        // Another tablet, already on the next version, saved the details and Evaluation One.
        const server = openServerDb(app.server.dataDir);
        const patientId = server.recordId(pro.email, 'patient');
        const evaluationId = server.recordId(pro.email, 'mainEvaluation');
        const newer = {
          info: { ...fixturePatients.maria, preferredName: 'Mari' },
          evaluationOne: { ...fullMainEvaluation.evaluationOne, readingAid: 'Large print only' },
        };
        for (const [name, id] of [
          ['info', patientId],
          ['evaluationOne', evaluationId],
        ] as const)
          server.storeSection(id, name, newer[name], currentVersion(name) + 1);
        const written = {
          info: server.section(patientId, 'info'),
          evaluationOne: server.section(evaluationId, 'evaluationOne'),
        };

        const { page } = await app.newPage(viewport);
        const c = new ClinicalPages(page);
        const shell = new AppShell(page);
        await signInPage(page, app.url, pro, '/search');
        await shell.syncStatus().getByText('Synced').waitFor({ timeout: 30_000 });

        // The patient page says so, and the dialog that would save over the details stays shut.
        await c.openPatient(patient);
        const info = page.getByRole('alert').filter({ hasText: 'Saved by a newer version' });
        expect(await info.innerText()).toContain(notice);
        const edit = page.getByRole('button', { name: 'Edit patient info' });
        expect(await edit.isDisabled()).toBe(true);
        expect(
          await page.locator(`#${(await edit.getAttribute('aria-describedby')) ?? ''}`).innerText(),
        ).toContain(notice);
        // Every detail this version knows still shows.
        expect(await page.getByTestId('patient-info').innerText()).toContain('Luis Castellanos');
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `newer-version-patient-${size}`);

        // Evaluation One: the notice, the value this version cannot show, and no field to type in.
        await page.getByRole('button', { name: 'Details' }).click();
        await page.getByRole('button', { name: 'Edit evaluation' }).click();
        await page.waitForURL('**/evaluation');
        await c.openTab('Evaluation One');
        const form = c.form('Evaluation One');
        await form.waitFor();
        const tab = page.getByRole('alert').filter({ hasText: 'Saved by a newer version' });
        const said = await tab.innerText();
        expect(said).toContain(notice);
        expect(said).toContain('Large print only');
        const enabled = await form
          .locator('input, textarea, select, button')
          .evaluateAll((all) => all.filter((el) => !el.matches(':disabled')).length);
        expect(enabled).toBe(0);
        const save = form.getByRole('button', { name: 'Save & continue' });
        expect(await save.isDisabled()).toBe(true);
        await save.click({ force: true });
        expect(await seriousViolations(page)).toEqual([]);
        // From the top: a full-page shot of a scrolled page draws the fixed header mid-page.
        await page.evaluate(() => {
          window.scrollTo(0, 0);
        });
        await shot(page, `newer-version-evaluation-${size}`);

        // Nothing was queued, and the server still holds both rows exactly as written.
        await shell.syncStatus().getByText('Synced').waitFor({ timeout: 30_000 });
        expect(await readAccountStore(page, 'outbox')).toBe(0);
        expect(server.section(patientId, 'info')).toEqual(written.info);
        expect(server.section(evaluationId, 'evaluationOne')).toEqual(written.evaluationOne);
        expect(JSON.parse(written.evaluationOne.data)).toEqual(newer.evaluationOne);
        server.close();
      });
    }
  },
);
