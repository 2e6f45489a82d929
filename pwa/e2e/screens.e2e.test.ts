import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAccount, createPatient, signInPage, type TestAccount } from './support/accounts';
import { desktop, tablet, useApp } from './support/app';
import { seriousViolations, type Violation } from './support/axe';
import { professionalRoutes } from './support/routes';
import { openRoute, settle } from './support/screens';

const outDir = join(import.meta.dirname, '..', 'test-results', 'screens');

const signedOut = [
  '/login',
  '/signup',
  '/forgotpassword',
  '/resetpassword/an-expired-link-token-0000',
];
const professional = professionalRoutes;
const viewports = { tablet, desktop } as const;

const fileName = (view: string, who: string, path: string) =>
  `${view}-${who}${path.replace(/\//g, '_').replace(/_an-expired.*/, '_token')}.png`;

describe('every route: axe and screenshots at 768x1024 and 1280x800', () => {
  const app = useApp();
  const found: Record<string, Violation[]> = {};
  mkdirSync(outDir, { recursive: true });

  async function visitAll(who: string, paths: string[], account?: TestAccount) {
    for (const [view, viewport] of Object.entries(viewports)) {
      const { page } = await app.newPage(viewport, { serviceWorker: false });
      if (account) {
        await signInPage(page, app.url, account, '/my-account');
        await page.evaluate(() => {
          localStorage.setItem('optolight.storageNoteDismissed', '1');
          localStorage.setItem(
            'optolight.selectedPlan',
            JSON.stringify({
              type: 'professionalLongTerm',
              plan: 'professional',
              price: 1200,
              title: 'Long Term',
              validity: 365,
            }),
          );
        });
      }
      for (const path of paths) {
        await openRoute(page, `${app.url}${path}`);
        await settle(page);
        const violations = await seriousViolations(page);
        if (violations.length) found[`${view} ${who} ${path}`] = violations;
        await page.screenshot({ path: join(outDir, fileName(view, who, path)), fullPage: true });
      }
    }
  }

  it('signed-out routes', async () => {
    await visitAll('guest', signedOut);
  });

  it('professional routes', async () => {
    const pro = await createAccount(app.url, 'professionalBasic');
    for (let n = 0; n < 5; n += 1) await createPatient(app.url, pro, n);
    await visitAll('pro', professional, pro);
    // 18 routes at two sizes, each with an axe scan: the clinical screens are real pages now.
  }, 180_000);

  it('patient and user account pages', async () => {
    await visitAll('patient', ['/my-account', '/plans'], await createAccount(app.url, 'userOffer'));
    await visitAll('user', ['/my-account', '/plans'], await createAccount(app.url));
  });

  it('dialogs: Edit Profile, Register Patient and the user menu', async () => {
    const pro = await createAccount(app.url, 'professionalBasic');
    const { page } = await app.newPage(tablet, { serviceWorker: false });
    await signInPage(page, app.url, pro, '/ed-hos-prof');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('dialog', { name: 'Edit Profile' }).waitFor();
    found['dialog Edit Profile'] = await seriousViolations(page);
    await page.screenshot({ path: join(outDir, 'tablet-pro-dialog-edit-profile.png') });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Register Patient' }).click();
    await page.getByRole('dialog', { name: 'Register Patient' }).waitFor();
    found['dialog Register Patient'] = await seriousViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    found['user menu'] = await seriousViolations(page);
    await page.screenshot({ path: join(outDir, 'tablet-pro-user-menu.png') });
  });

  it('has no serious or critical axe violations anywhere', () => {
    const failing = Object.fromEntries(Object.entries(found).filter(([, v]) => v.length > 0));
    writeFileSync(join(outDir, 'axe.json'), JSON.stringify(failing, null, 2));
    expect(failing).toEqual({});
  });
});
