import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { exercises, TrainerExercise, type TrainerRound } from '@optolight/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TrainerDriver } from './support/trainer-driver';
import { createAccount, signInPage, type TestAccount } from './support/accounts';
import { tablet, useApp } from './support/app';

const outDir = join(import.meta.dirname, '..', 'test-results', 'trainer');

async function userId(baseUrl: string, account: TestAccount): Promise<string> {
  const res = await fetch(`${baseUrl}/api/user`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  return ((await res.json()) as { userId: string }).userId;
}

/** The rounds and the queue in the account's trainer database, read straight from IndexedDB. */
function readTrainerDb(page: Page, name: string) {
  return page.evaluate(
    (dbName) =>
      new Promise<{ rounds: TrainerRound[]; queued: number }>((done, fail) => {
        const open = indexedDB.open(dbName);
        open.onerror = () => {
          fail(new Error('cannot open the trainer database'));
        };
        open.onsuccess = () => {
          const tx = open.result.transaction(['rounds', 'queue'], 'readonly');
          const rounds = tx.objectStore('rounds').getAll();
          const queued = tx.objectStore('queue').count();
          tx.oncomplete = () => {
            done({ rounds: rounds.result as TrainerRound[], queued: queued.result });
            open.result.close();
          };
        };
      }),
    name,
  );
}

describe('eye trainer', () => {
  // Online only: no page here needs the app's worker (docs/testing.md#steady-journeys).
  const app = useApp({ serviceWorker: false });
  mkdirSync(outDir, { recursive: true });

  it('plays one round of each exercise, stores it on the device and syncs it', async () => {
    const account = await createAccount(app.url, 'patientBasic');
    const id = await userId(app.url, account);
    const { page } = await app.newPage(tablet);
    const trainer = new TrainerDriver(page);
    await signInPage(page, app.url, account, '/trainer-app?seed=1&speed=test');
    await page.getByRole('heading', { name: 'Calibrate your screen' }).waitFor();
    await page.screenshot({ path: join(outDir, 'calibration.png') });
    await trainer.calibrate(60, 10);
    expect(await page.getByTestId('calibration-summary').innerText()).toContain('60 cm');

    for (const exercise of TrainerExercise.options) {
      const { title } = exercises[exercise];
      await page.getByRole('button', { name: `Start ${title}` }).click();
      await page.getByRole('heading', { name: 'How do you feel right now?' }).waitFor();
      if (exercise === 'pursuit') await page.screenshot({ path: join(outDir, 'symptoms.png') });
      await page.getByRole('button', { name: 'No symptoms at all' }).click();
      if (exercise === 'antiSaccades')
        await page.screenshot({ path: join(outDir, 'instructions.png') });
      await page.getByRole('button', { name: 'Start round' }).click();
      const answered = await trainer.playRound(() =>
        page.screenshot({ path: join(outDir, `${exercise}.png`) }).then(() => undefined),
      );
      expect(answered, exercise).toBeGreaterThan(1);
      await trainer.finishWithNoSymptoms();
      expect(Number(await page.getByTestId('result-score').innerText()), exercise).toBeGreaterThan(
        0,
      );
      if (exercise === 'eyeHand') await page.screenshot({ path: join(outDir, 'results.png') });
      await trainer.backToList();
    }

    await page.getByText('All rounds are synced.').waitFor();
    await page.getByTestId('trainer-progress').waitFor();
    await page.screenshot({ path: join(outDir, 'list.png'), fullPage: true });
    const local = await readTrainerDb(page, `optolight-trainer-${id}`);
    expect(local.queued).toBe(0);
    expect(local.rounds.map((r) => r.exercise).sort()).toEqual([...TrainerExercise.options].sort());
    for (const r of local.rounds) {
      expect(r.trials.length, r.exercise).toBeGreaterThan(1);
      // Scripted answers come within a few frames; a busy CI machine may still miss one.
      expect(r.accuracy, r.exercise).toBeGreaterThanOrEqual(0.5);
      expect(r.score, r.exercise).toBeGreaterThan(0);
      expect(r.calibration).toMatchObject({ viewingDistanceCm: 60, screenWidthPx: 768 });
      expect(r.calibration.pxPerCm).toBeCloseTo((324 + 10) / 8.56, 0);
      expect(r.symptomsBefore.headache).toBe('none');
    }

    const res = await fetch(`${app.url}/api/trainer/rounds`, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    const server = (await res.json()) as { total: number; rounds: TrainerRound[] };
    expect(server.total).toBe(5);
    const byId = new Map(server.rounds.map((r) => [r.id, r]));
    for (const r of local.rounds) expect(byId.get(r.id)).toEqual(r);

    await page.goto(`${app.url}/my-account`);
    await expect.poll(() => page.getByTestId('rounds').innerText()).toBe('5');
  });

  it('blocks a round on new double vision and tells the person to contact the therapist', async () => {
    const account = await createAccount(app.url, 'userOffer');
    const { page } = await app.newPage(tablet);
    await signInPage(page, app.url, account, '/trainer-app?seed=2&speed=test');
    await new TrainerDriver(page).calibrate(50);
    await page.getByRole('button', { name: 'Start Saccades' }).click();
    for (const [group, level] of [
      ['Double vision', 'Mild'],
      ['Headache', 'None'],
      ['Dizziness', 'None'],
      ['Eye pain', 'None'],
    ] as const) {
      await page
        .getByRole('radiogroup', { name: group })
        .getByRole('radio', { name: level })
        .check();
    }
    await page.getByRole('button', { name: 'Continue' }).click();
    const alert = page.getByRole('alert', { name: 'Please do not train today' });
    await expect
      .poll(() => alert.innerText())
      .toMatch(/new double vision.*contact your therapist/i);
    await page.screenshot({ path: join(outDir, 'blocked.png') });
    expect(await page.getByRole('button', { name: 'Start round' }).count()).toBe(0);
  });

  it('sends an account without a plan to Pricing', async () => {
    const account = await createAccount(app.url);
    const { page } = await app.newPage(tablet);
    await signInPage(page, app.url, account, '/trainer-app');
    await page.getByText('comes with a patient plan').waitFor();
    await page.screenshot({ path: join(outDir, 'no-plan.png') });
    await page.getByRole('link', { name: 'Go to Pricing' }).click();
    await page.waitForURL('**/plans');
  });
});
