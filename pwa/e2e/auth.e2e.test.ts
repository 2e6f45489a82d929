import { describe, expect, it } from 'vitest';
import { AccountPages } from './pages/AccountPages';
import { AppShell } from './pages/AppShell';
import { AuthPages } from './pages/AuthPages';
import { createAccount, newIdentity, signInPage } from './support/accounts';
import { useApp } from './support/app';

describe('signing in and out', () => {
  // Online only: no page here needs the app's worker (docs/testing.md#steady-journeys).
  const app = useApp({ serviceWorker: false });

  it('signs up, lands on the account page, logs out and logs back in', async () => {
    const { page } = await app.newPage();
    const auth = new AuthPages(page, app.url);
    const account = new AccountPages(page);
    const who = newIdentity();

    await auth.openSignup();
    await auth.signup(who);
    await account.waitForDashboard();
    expect(await account.heading().textContent()).toBe('Welcome, Ada');

    await new AppShell(page).logout();
    await auth.login(who.email, who.password);
    await account.waitForDashboard();
    expect(await account.heading().textContent()).toBe('Welcome, Ada');
  });

  it('breaks no part of the content policy from the sign-in pages to the dashboard', async () => {
    const { page } = await app.newPage();
    // Reported even when the code that tried it caught the refusal (a library's probe for eval).
    await page.addInitScript({
      content: `window.__violations = [];
        document.addEventListener('securitypolicyviolation', (e) =>
          window.__violations.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + e.sourceFile));`,
    });
    const auth = new AuthPages(page, app.url);
    await auth.openLogin();
    await auth.openSignup();
    await auth.signup(newIdentity());
    await new AccountPages(page).waitForDashboard();
    expect(
      await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
    ).toEqual([]);
  });

  it('shows per-field server errors on signup and the general error line on login', async () => {
    const existing = await createAccount(app.url);
    const { page } = await app.newPage();
    const auth = new AuthPages(page, app.url);

    await auth.openSignup();
    await auth.signup({ ...newIdentity(), email: existing.email, userHandle: existing.userHandle });
    await page.getByText('Email is already in use').waitFor();
    await page.getByText('This user name is already taken').waitFor();
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');

    await auth.openLogin();
    await auth.login(existing.email, 'not the password');
    await auth.errorLine().getByText('Wrong email or password').waitFor();
  });

  it('resets a forgotten password with the mailed link', async () => {
    const existing = await createAccount(app.url);
    const { page } = await app.newPage();
    const auth = new AuthPages(page, app.url);

    await auth.requestReset(existing.email);
    await page.waitForURL('**/login');
    const mail = (await app.server.mails()).find((m) => m.to === existing.email);
    const link = /https?:\/\/\S+\/resetpassword\/\S+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();

    await auth.setNewPassword(link ?? '', 'a brand new secret');
    await page.waitForURL('**/login');
    await auth.login(existing.email, 'a brand new secret');
    await new AccountPages(page).waitForDashboard();

    // The link works once.
    const other = await app.newPage();
    await other.page.goto(link ?? '');
    await other.page.getByText(/expired or was already used/).waitFor();
  });

  it('sends an expired stored token to /login', async () => {
    const existing = await createAccount(app.url);
    const { page } = await app.newPage();
    await signInPage(page, app.url, {
      token: existing.token,
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('optolight.session'))).toBeNull();
  });

  it('sends a session the server rejects (401) to /login', async () => {
    const { page } = await app.newPage();
    await signInPage(page, app.url, {
      token: 'not-a-real-token',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await page.waitForURL('**/login');
  });

  it('keeps signed-in visitors out of the signed-out pages', async () => {
    const existing = await createAccount(app.url);
    const { page } = await app.newPage();
    await signInPage(page, app.url, existing, '/signup');
    await page.waitForURL('**/my-account');
  });

  it('opens the sign-in pages without the device database, whose code loads once signed in', async () => {
    const { page } = await app.newPage();
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push(r.url());
    });
    const auth = new AuthPages(page, app.url);
    /** Whether a script the page loaded is Dexie's, known by a string only Dexie holds. */
    const loadedDexie = async () => {
      for (const url of scripts)
        if ((await (await fetch(url)).text()).includes('DexieError')) return true;
      return false;
    };
    for (const open of [() => auth.openLogin(), () => auth.openSignup()]) {
      await open();
      await page.waitForLoadState('networkidle');
    }
    expect(await loadedDexie()).toBe(false);
    expect(await page.evaluate(async () => (await indexedDB.databases()).length)).toBe(0);

    const who = newIdentity();
    await auth.signup(who);
    await new AccountPages(page).waitForDashboard();
    await expect.poll(loadedDexie).toBe(true);
  });
});
