import type { Page } from 'playwright-core';

/** The screen lock over the app, and the switches a journey uses to bring it on. */
export class LockScreen {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { name: 'Optolight is locked' });
  }

  /** Shortens this tablet's idle time to `ms` (a switch only the test build reads); 0 puts it
   * back to the chosen minutes. */
  async setIdleMs(ms: number) {
    await this.page.evaluate((value) => {
      if (value > 0) localStorage.setItem('optolight.test.idleMs', String(value));
      else localStorage.removeItem('optolight.test.idleMs');
    }, ms);
  }

  /** Waits, touching nothing, until the lock comes on. */
  async waitForIdleLock(ms = 2000) {
    await this.setIdleMs(ms);
    await this.heading().waitFor({ timeout: ms + 15_000 });
    await this.setIdleMs(0);
  }

  async unlock(way: 'Password' | 'PIN', secret: string) {
    // With a PIN set, the lock offers the PIN first and the password as the other choice.
    const choices = this.page.getByRole('radiogroup', { name: 'Unlock with' });
    if ((await choices.count()) > 0) await choices.getByText(way, { exact: true }).click();
    await this.page.getByRole('textbox', { name: way, exact: true }).fill(secret);
    await this.page.getByRole('button', { name: 'Unlock' }).click();
  }

  /** The text a person could read on the page, lock screen included. */
  readable() {
    return this.page.locator('body').innerText();
  }
}
