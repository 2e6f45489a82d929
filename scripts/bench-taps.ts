/**
 * How many touches a full main evaluation costs on a tablet. A person (scripts/support/
 * tapping-person.ts) enters the complete fixture main evaluation in Chromium at 768×1024, tab by
 * tab, using the form's one-tap shortcuts where they exist, and counts taps and the keys typed
 * outside free text. The record is then read back from the server and compared with the fixture,
 * so a count is only printed for an evaluation that was really entered.
 * Usage: pnpm build:test && pnpm exec tsx scripts/bench-taps.ts
 */
import { fullMainEvaluation } from '@optolight/fixtures';
import { ClinicalPages } from '../pwa/e2e/pages/ClinicalPages';
import { createAccount, signInPage } from '../pwa/e2e/support/accounts';
import { launchBrowser, type Locator, type Page } from '../pwa/e2e/support/browser';
import { startServer } from '../pwa/e2e/support/server';
import { leavesOf, TappingPerson, type Leaf, type TapCount } from './support/tapping-person';

/** The visit happens on the fixture's date, so "today" defaults are the clinician's today. */
const visitDay = new Date(`${fullMainEvaluation.appointment.createdAt}T09:00:00`);

const tabs = [
  ['Appointment', 'appointment'],
  ['Evaluation One', 'evaluationOne'],
  ['Evaluation Two', 'evaluationSecond'],
  ['Observations', 'objectiveObservation'],
  ['Short Term Goals', 'shortTermGoals'],
  ['Long Term Goals', 'longTermGoals'],
  ['Discharge Form', 'dischargePlan'],
] as const;

type Shortcut = (person: TappingPerson, form: Locator, leaves: Leaf[]) => Promise<void>;

/** Evaluation Two: mark the symptoms that are present, then set the rest of the group to None. */
const symptomsFirst: Shortcut = async (person, form, leaves) => {
  for (const group of Object.keys(fullMainEvaluation.evaluationSecond)) {
    const inGroup = leaves.filter((l) => l.path.startsWith(`${group}.`));
    await person.fill(
      form,
      inGroup.filter((l) => l.value !== 'None'),
    );
    const fieldset = form.locator(`[data-group="${group}"]`);
    await person.tapIfShown(fieldset.getByRole('button', { name: /^Set the rest to None/ }));
  }
};

/** Observations: the right eye from "within normal limits", then the left eye from a copy. */
const rightEyeFirst: Shortcut = async (person, form, leaves) => {
  await person.tapIfShown(form.getByRole('button', { name: 'Right eye within normal limits' }));
  await person.fill(
    form,
    leaves.filter((l) => l.path.startsWith('rightObservation.')),
  );
  await person.tapIfShown(form.getByRole('button', { name: 'Copy right eye to left eye' }));
};

const shortcuts: Partial<Record<string, Shortcut>> = {
  evaluationSecond: symptomsFirst,
  objectiveObservation: rightEyeFirst,
};

async function enterEvaluation(page: Page, person: TappingPerson) {
  const c = new ClinicalPages(page);
  const perTab: (TapCount & { tab: string })[] = [];
  await person.tap(page.getByRole('button', { name: 'Add Evaluations' }));
  for (const [i, [title, section]] of tabs.entries()) {
    const before = { ...person.count };
    const form = c.form(title);
    await form.waitFor();
    const leaves = leavesOf(fullMainEvaluation[section]);
    await shortcuts[section]?.(person, form, leaves);
    await person.fill(form, leaves);
    await person.tap(form.getByRole('button', { name: 'Save & continue' }));
    const next = tabs[i + 1]?.[0];
    if (next) await page.locator(`[role=tab][aria-selected=true]`, { hasText: next }).waitFor();
    else await page.waitForURL('**/search');
    perTab.push({
      tab: title,
      taps: person.count.taps - before.taps,
      keys: person.count.keys - before.keys,
      freeText: person.count.freeText - before.freeText,
    });
  }
  return perTab;
}

/** Every fixture value the form shows must have reached the server as entered. */
async function differences(
  url: string,
  token: string,
  patientId: string,
  notShown: readonly string[],
): Promise<string[]> {
  const res = await fetch(`${url}/api/evaluations/${patientId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [stored] = (await res.json()) as Record<string, object>[];
  const wrong: string[] = [];
  for (const [, section] of tabs) {
    const got = new Map(leavesOf(stored?.[section] ?? {}).map((l) => [l.path, l.value]));
    for (const leaf of leavesOf(fullMainEvaluation[section])) {
      if (notShown.includes(leaf.path)) continue;
      if (JSON.stringify(got.get(leaf.path)) !== JSON.stringify(leaf.value))
        wrong.push(`${section}.${leaf.path}: ${JSON.stringify(got.get(leaf.path))}`);
    }
  }
  return wrong;
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const pro = await createAccount(server.url, 'professionalBasic');
  const context = await browser.newContext({
    viewport: { width: 768, height: 1024 },
    hasTouch: true,
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
  await context.clock.install({ time: visitDay });
  const page = await context.newPage();
  await signInPage(page, server.url, pro);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  const c = new ClinicalPages(page);
  await c.registerPatient({
    patientId: 'P-9001',
    firstName: 'Mae',
    lastName: 'Jemison',
    phone: '305 555 0199',
    address: '2 Orbit Lane',
    dateOfBirth: '1956-10-17',
  });
  await page.getByRole('button', { name: 'Add Evaluations' }).waitFor();

  const person = new TappingPerson();
  const perTab = await enterEvaluation(page, person);
  const { patientId } = await c.selection();
  // The record is read back from the server, so it must have left the tablet.
  await page.getByText('Synced').first().waitFor({ timeout: 30_000 });
  const wrong = await differences(server.url, pro.token, patientId, person.missing);

  console.table(perTab);
  console.log(
    `main evaluation: ${String(person.count.taps)} taps, ${String(person.count.keys)} keys ` +
      `outside free text (${String(person.count.freeText)} characters of free text)`,
  );
  if (person.missing.length > 0) console.log(`no control for: ${person.missing.join(', ')}`);
  if (wrong.length > 0) {
    console.error(`the stored evaluation differs from the fixture:\n  ${wrong.join('\n  ')}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.stop();
}
