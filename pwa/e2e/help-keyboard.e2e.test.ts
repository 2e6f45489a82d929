import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, signInPage } from './support/accounts';
import { tablet, useApp } from './support/app';

/** Presses Tab until `target` has the focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 25): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('focus never reached the target');
}

describe('keyboard use and help pages', () => {
  // Online only: no page here needs the app's worker (docs/testing.md#steady-journeys).
  const app = useApp({ serviceWorker: false });

  it('signs in and reaches the account menu with the keyboard alone', async () => {
    const user = await createAccount(app.url, 'professionalBasic');
    const { page } = await app.newPage(tablet);
    await page.goto(`${app.url}/login`);
    await page.getByRole('heading', { name: 'Login' }).waitFor();

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await tabTo(page, page.getByLabel(/^Email/));
    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/my-account');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    await tabTo(page, page.getByRole('button', { name: 'User menu' }));
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'My account' }).waitFor();
    // The menu moves the focus onto its items once it has opened; arrows before that would
    // land on the button instead.
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
    // Arrow keys move through the items; stop on 'My account' wherever focus starts.
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent.trim());
    for (let i = 0; i < 8 && (await focusedText()) !== 'My account'; i += 1)
      await page.keyboard.press('ArrowDown');
    expect(await focusedText()).toBe('My account');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/ed-hos-prof');
  });

  it('steps through the user guide and keeps the tutorial video paused on load', async () => {
    const user = await createAccount(app.url);
    const { page } = await app.newPage();
    await signInPage(page, app.url, user, '/userguide');
    await page.getByText('Step 1 of 5').waitFor();
    expect(await page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
    for (const title of [
      'Search Patient Using Patient ID',
      'Add and View Evaluation for Patient',
      'Edit Patient Personal Data',
      'Add or Delete SOAP Notes',
    ]) {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { name: title }).waitFor();
    }
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('Step 4 of 5').waitFor();

    await page.goto(`${app.url}/video-tutorial`);
    await page.getByRole('heading', { name: 'Training Procedure' }).waitFor();
    const video = page.getByTestId('tutorial-video');
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused && v.duration > 5)).toBe(true);

    await page.goto(`${app.url}/contact`);
    expect(await page.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
  });
});
