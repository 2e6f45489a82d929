import { describe, expect, it } from 'vitest';
import { AppShell } from './pages/AppShell';
import { createAccount, signInPage } from './support/accounts';
import { useApp } from './support/app';

describe('installable, offline app shell', () => {
  const app = useApp();

  it('serves a manifest with regular and maskable icons', async () => {
    const { page } = await app.newPage();
    await page.goto(`${app.url}/login`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await fetch(new URL(href ?? '', app.url))).json()) as {
      name: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest.name).toBe('Optolight');
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.icons.map((i) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      expect((await fetch(new URL(icon.src, app.url))).status).toBe(200);
    }
  });

  it('launches offline after the first visit', async () => {
    const pro = await createAccount(app.url, 'professionalBasic');
    const { context, page } = await app.newPage();
    await signInPage(page, app.url, pro);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // The worker has installed (and precached the shell) once it is active.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state;
    });
    // The first visit also downloaded the (empty) practice: the device holds all of it.
    await page.getByTestId('sync-status').getByText('Synced').waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await new AppShell(page).syncStatus().innerText()).toBe('Offline');
    expect(await page.getByTestId('my-plan').innerText()).toContain('Basic');

    // Another screen (a lazy route chunk) also comes from the precache.
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await page.getByRole('heading', { name: 'Contact Us' }).waitFor();

    await context.setOffline(false);
    await page.getByTestId('sync-status').getByText('Synced').waitFor();
  });
});
