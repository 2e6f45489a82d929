import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exercises } from '@optolight/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ClinicalPages } from './pages/ClinicalPages';
import { TrainerDriver } from './support/trainer-driver';
import { createAccount, createPatientWithVisits, signInPage } from './support/accounts';
import { largePhone, phone, tablet, useApp } from './support/app';
import { professionalRoutes } from './support/routes';
import { openRoute, settle, shot } from './support/screens';
import {
  collectTargets,
  failingTargets,
  minGap,
  minSize,
  touchProblems,
} from './support/touch-targets';

const viewports = { tablet, phone, 'large phone': largePhone } as const;
const signedOut = [
  '/login',
  '/signup',
  '/forgotpassword',
  '/resetpassword/an-expired-link-token-0000',
];
/** Screens worth a picture at every size, to see that 44 px targets still look right. */
const pictured = new Set([
  '/login',
  '/my-account',
  '/search',
  '/patient',
  '/evaluation',
  '/evaluationMain',
  '/evaluationMain Evaluation',
  'trainer calibration',
  'trainer exercises',
  'trainer symptoms',
  'trainer saccades round',
]);

/** Failing targets per viewport and screen, for pwa/test-results. */
const summary: Record<string, { failing: number }> = {};

/** Measures screen after screen on one page and keeps every problem, to report them together. */
class Audit {
  private readonly lines: string[] = [];
  constructor(
    private readonly page: Page,
    private readonly view: string,
  ) {}

  async check(screen: string, scope?: string) {
    const width = this.page.viewportSize()?.width ?? 0;
    const problems = touchProblems(await collectTargets(this.page, scope), width);
    summary[`${this.view} ${screen}`] = { failing: failingTargets(problems) };
    this.lines.push(...problems.map((p) => `${this.view} ${screen}: ${p.line}`));
    if (pictured.has(screen)) {
      const slug = `${this.view} ${screen}`.replace(/\W+/g, '-');
      await shot(this.page, `touch-${slug}`);
    }
  }

  expectNone() {
    expect(this.lines.length, `\n${this.lines.join('\n')}\n`).toBe(0);
  }
}

/** Opens a dialog with a click on `opener`, measures it alone (it covers the page), closes it. */
async function checkDialog(page: Page, audit: Audit, opener: Locator, title: string) {
  await opener.click();
  await page.getByRole('dialog', { name: title }).waitFor();
  await audit.check(`dialog ${title}`, '[role=dialog]');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: title }).waitFor({ state: 'hidden' });
}

/** Visits each form of /evaluation or /soapnotes (the first is already measured): its tab, or on
 * a phone its entry in the select of forms. */
async function checkTabs(page: Page, audit: Audit, path: string) {
  const c = new ClinicalPages(page);
  const titles = c.isPhone()
    ? await c.formSelect().locator('option').allTextContents()
    : await page.getByRole('tab').allInnerTexts();
  expect(titles.length).toBeGreaterThan(1);
  for (const title of titles.slice(1)) {
    await c.openTab(title);
    await c.form(title).waitFor();
    await audit.check(`${path} ${title}`);
  }
}

describe(`touch targets: at least ${minSize}×${minSize} CSS px, ${minGap} px apart`, () => {
  const app = useApp();
  afterAll(() => {
    const dir = join(import.meta.dirname, '..', 'test-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'touch-targets.json'), JSON.stringify(summary, null, 2));
  });

  it('measures hit areas (a label row counts for its checkbox, an inline link is exempt) and reach', async () => {
    const { page } = await app.newPage(tablet);
    await page.setContent(`
      <button style="width:30px;height:30px">Small</button>
      <div style="display:flex;gap:6px;margin-top:40px">
        <button style="width:60px;height:44px">Left</button>
        <button style="width:60px;height:44px">Right</button>
      </div>
      <label style="display:flex;align-items:center;height:44px;width:200px;margin-top:40px">
        <input type="checkbox" style="width:16px;height:16px;margin:0"> Row
      </label>
      <p style="margin-top:40px">Read the <a href="#">guide</a> first.</p>
      <div style="position:relative;width:200px;height:44px;margin-top:40px">
        <input aria-label="Password" style="box-sizing:border-box;width:200px;height:44px">
        <button style="position:absolute;right:0;top:0;width:44px;height:44px">Show</button>
      </div>
      <div style="overflow-x:auto;width:300px;margin-top:40px">
        <button style="margin-left:740px;width:60px;height:44px">Far</button>
      </div>`);
    const targets = await collectTargets(page);
    const sizes = Object.fromEntries(targets.map((t) => [t.name, [t.width, t.height]]));
    // The checkbox is its label row; the link in a sentence is not measured.
    expect(sizes).toEqual({
      Small: [30, 30],
      Left: [60, 44],
      Right: [60, 44],
      Row: [200, 44],
      Password: [200, 44],
      Show: [44, 44],
      Far: [60, 44],
    });
    // The button inside the password field is not the field's neighbour.
    expect(touchProblems(targets, tablet.width).map((p) => p.line)).toEqual([
      'smaller than 44×44: "Small" button 30×30 at 8,8',
      expect.stringMatching(/^past the 768 px screen: "Far" button 60×44/),
      expect.stringMatching(/^6\.0 px apart \(< 8\): "Left" button 60×44 .* and "Right" button/),
    ]);
  });

  for (const [view, viewport] of Object.entries(viewports)) {
    it(`${view}: the signed-out pages`, async () => {
      const { page } = await app.newPage(viewport, { serviceWorker: false });
      const audit = new Audit(page, view);
      for (const path of signedOut) {
        await openRoute(page, `${app.url}${path}`);
        await settle(page);
        await audit.check(path);
      }
      audit.expectNone();
    });

    it(`${view}: every professional screen, with a patient's evaluation and note open`, async () => {
      const pro = await createAccount(app.url, 'professionalBasic');
      const patient = await createPatientWithVisits(app.url, pro);
      const { page } = await app.newPage(viewport, { serviceWorker: false });
      const audit = new Audit(page, view);
      await signInPage(page, app.url, pro, '/search');
      // /payment shows its form for a chosen plan.
      await page.evaluate(() => {
        localStorage.setItem(
          'optolight.selectedPlan',
          JSON.stringify({ type: 'professionalLongTerm', plan: 'professional', price: 1200 }),
        );
      });
      // Select the patient, the evaluation and its note, as a clinician would.
      await page.getByRole('button', { name: `Open ${patient}` }).click();
      await page.getByRole('button', { name: 'Details' }).click();
      await page.getByRole('button', { name: 'Progress Note', exact: true }).click();
      // A table at tablet size, a list on a phone: named the same either way.
      await page
        .getByLabel('Progress Notes', { exact: true })
        .getByRole('button', { name: 'Edit' })
        .click();
      await page.waitForURL('**/soapnotes');

      for (const path of professionalRoutes) {
        await openRoute(page, `${app.url}${path}`);
        await settle(page);
        await audit.check(path);
        if (path === '/evaluation' || path === '/soapnotes') await checkTabs(page, audit, path);
      }
      await openRoute(page, `${app.url}/evaluationMain`);
      await page.getByRole('button', { name: 'Evaluation', exact: true }).click();
      await page.getByRole('button', { name: 'Report' }).first().waitFor();
      await audit.check('/evaluationMain Evaluation');

      // Dialogs and open menus cover the page: only what is in them is measured.
      await openRoute(page, `${app.url}/patient`);
      await settle(page);
      const edit = page.getByRole('button', { name: 'Edit patient info' });
      await checkDialog(page, audit, edit, 'Update Patient Info');
      // A visit's date (the first button of its row or card) opens the registration history.
      const visits = page.getByLabel('Evaluations', { exact: true });
      await checkDialog(page, audit, visits.getByRole('button').first(), 'Patient Registration');
      await openRoute(page, `${app.url}/ed-hos-prof`);
      await settle(page);
      await checkDialog(
        page,
        audit,
        page.getByRole('button', { name: 'Edit Profile' }),
        'Edit Profile',
      );
      if (viewport.width < tablet.width) {
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
        await audit.check('main menu', '[role=dialog]');
        await page.keyboard.press('Escape');
      }
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
      await audit.check('user menu', '[role=menu]');
      audit.expectNone();
    }, 300_000);

    it(`${view}: the patient's eye trainer`, async () => {
      const account = await createAccount(app.url, 'userOffer');
      const { page } = await app.newPage(viewport, { serviceWorker: false });
      const audit = new Audit(page, view);
      const trainer = new TrainerDriver(page);
      await signInPage(page, app.url, account, '/trainer-app');
      await page.getByRole('heading', { name: 'Calibrate your screen' }).waitFor();
      await audit.check('trainer calibration');
      await trainer.calibrate(60);
      await audit.check('trainer exercises');

      await page.getByRole('button', { name: `Start ${exercises.saccades.title}` }).click();
      await page
        .getByRole('radiogroup', { name: 'Double vision' })
        .getByRole('radio', { name: 'Mild' })
        .check();
      await page.getByRole('checkbox').waitFor();
      await audit.check('trainer symptoms');
      await page.getByRole('button', { name: 'No symptoms at all' }).click();
      await page.getByRole('button', { name: 'Start round' }).waitFor();
      await audit.check('trainer instructions');
      await page.getByRole('button', { name: 'Start round' }).click();
      await trainer.stage().waitFor();
      await audit.check('trainer saccades round');
      await page.getByRole('button', { name: 'End round' }).click();
      await trainer.finishWithNoSymptoms();
      await audit.check('trainer results');
      await trainer.backToList();

      await page.getByRole('button', { name: `Start ${exercises.tachistoscope.title}` }).click();
      await page.getByRole('button', { name: 'No symptoms at all' }).click();
      await page.getByRole('button', { name: 'Start round' }).click();
      await trainer.stage().waitFor();
      await audit.check('trainer tachistoscope round');
      audit.expectNone();
    }, 120_000);
  }
});
