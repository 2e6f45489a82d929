import type { Page } from 'playwright-core';
import { readAccountStore } from '../support/account-db';

/** The signed-in header: home icon, role navigation, sync status and the user menu. */
export class AppShell {
  constructor(private readonly page: Page) {}

  nav() {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  /** The visible labels of the main navigation, in order. */
  async navLabels(): Promise<string[]> {
    await this.nav().getByRole('link', { name: 'Pricing' }).waitFor();
    const items = await this.nav().locator('a, button').allInnerTexts();
    return items.map((t) => t.trim());
  }

  syncStatus() {
    return this.page.getByTestId('sync-status');
  }

  /**
   * Waits until every change saved on this tablet is on the server: its outbox is empty and the
   * header says 'Synced'. The header alone can still say 'Synced' for a moment after a save, before
   * the queue's count reaches it.
   */
  async allSent(timeout = 30_000) {
    const until = Date.now() + timeout;
    while (Number(await readAccountStore(this.page, 'outbox')) > 0) {
      if (Date.now() > until) throw new Error('Changes on this tablet did not reach the server.');
      await this.page.waitForTimeout(100);
    }
    await this.syncStatus().getByText('Synced').waitFor({ timeout });
  }

  /** The header's sync state is a button: it opens 'Sync', 'Conflicts' or 'Sign in again'. */
  async openSyncPanel(title: 'Sync' | 'Conflicts' | 'Sign in again') {
    await this.syncStatus().click();
    const dialog = this.page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    return dialog;
  }

  async openUserMenu() {
    await this.page.getByRole('button', { name: 'User menu' }).click();
  }

  async logout() {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: 'Logout' }).click();
    await this.page.waitForURL('**/login');
  }

  async goHome() {
    await this.page.getByRole('link', { name: 'Home: my account' }).click();
    await this.page.waitForURL('**/my-account');
  }
}
