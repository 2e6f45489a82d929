import { describe, expect, it } from 'vitest';
import { AccountPages } from './pages/AccountPages';
import { AuthPages } from './pages/AuthPages';
import { PlanPages } from './pages/PlanPages';
import { createAccount, newIdentity, signInPage } from './support/accounts';
import { useApp } from './support/app';

describe('plans and payment', () => {
  // Online only: no page here needs the app's worker (docs/testing.md#steady-journeys).
  const app = useApp({ serviceWorker: false });

  it('signup -> login -> plans -> pay with the test card -> dashboard shows the plan', async () => {
    const { page } = await app.newPage();
    const auth = new AuthPages(page, app.url);
    const plans = new PlanPages(page, app.url);
    const account = new AccountPages(page);
    const who = newIdentity('pro');

    await auth.openSignup();
    await auth.signup(who);
    await account.waitForDashboard();
    await page.evaluate(() => {
      localStorage.removeItem('optolight.session');
    });
    await auth.openLogin();
    await auth.login(who.email, who.password);
    await account.waitForDashboard();

    await plans.open();
    const basic = plans.planCard('professionalBasic');
    expect(await basic.getByText('Get 70% Now').count()).toBe(1);
    expect(await basic.getByText('$36.00').count()).toBe(1);
    expect(await page.getByRole('button', { name: '1 month free' }).count()).toBe(1);

    await plans.choose('Choose Basic professional plan');
    const summary = await plans.orderSummary().innerText();
    expect(summary).toContain('Professional · Basic');
    expect(summary).toContain('$36.00');
    expect(summary).toContain('30 days');

    await plans.payWithCard('4111 1111 1111 1111');
    expect(await plans.successMessage().innerText()).toMatch(
      /Payment successful: Basic plan, \$36\.00, valid until/,
    );
    await plans.continueToAccount();
    await account.heading().getByText('Dashboard').waitFor();
    const plan = await account.myPlan().innerText();
    expect(plan).toContain('Basic');
    expect(plan).toContain('$36.00');
    expect(plan).toMatch(/Valid until \d{2}\/\d{2}\/\d{4}/);

    // The offer was a first-purchase price: it is gone now.
    await plans.open();
    expect(await plans.planCard('professionalBasic').getByText('Get 70% Now').count()).toBe(0);
  });

  it('shows the decline message for a declined card and an invalid number as a field error', async () => {
    const user = await createAccount(app.url);
    const { page } = await app.newPage();
    const plans = new PlanPages(page, app.url);
    await signInPage(page, app.url, user, '/plans');
    await page.getByRole('heading', { name: 'User Pricing' }).waitFor();
    await plans.choose('Choose Basic user plan');

    await plans.payWithCard('1234 5678 9012 3456');
    await page.getByText('This card number is not valid').waitFor();

    await plans.payWithCard('4000 1111 1111 1115');
    expect(await plans.paymentError().innerText()).toContain('The card was declined');
    expect(page.url()).toMatch(/\/payment$/);
  });

  it('starts the free trial without a card and makes the account a patient', async () => {
    const user = await createAccount(app.url);
    const { page } = await app.newPage();
    const plans = new PlanPages(page, app.url);
    await signInPage(page, app.url, user, '/plans');
    await page.getByRole('button', { name: '1 month free' }).click();
    await page.waitForURL('**/payment');
    expect(await plans.orderSummary().innerText()).toContain('$0.00');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    expect(await plans.successMessage().innerText()).toContain('Your free trial has started');
    await plans.continueToAccount();
    expect(await new AccountPages(page).myPlan().innerText()).toContain('1 Month Free Trial');

    // The trial is once per account.
    await plans.open();
    expect(await page.getByRole('button', { name: '1 month free' }).count()).toBe(0);
  });
});
