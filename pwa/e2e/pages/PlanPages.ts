import type { Page } from 'playwright-core';

/** /plans and /payment. */
export class PlanPages {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open() {
    await this.page.goto(`${this.baseUrl}/plans`);
    await this.page.getByRole('heading', { name: 'Professional Pricing' }).waitFor();
  }

  planCard(type: string) {
    return this.page.getByTestId(`plan-${type}`);
  }

  async choose(name: string) {
    await this.page.getByRole('button', { name }).click();
    await this.page.waitForURL('**/payment');
    await this.page.getByRole('heading', { name: 'Order Summary' }).waitFor();
  }

  orderSummary() {
    return this.page.getByTestId('order-summary');
  }

  async payWithCard(number: string) {
    await this.page.getByLabel('Card number').fill(number);
    await this.page.getByLabel('Expiry (MM/YY)').fill('12/39');
    await this.page.getByLabel('CVC').fill('123');
    await this.page.getByLabel('Name on card').fill('Ada Lovelace');
    await this.page.getByRole('button', { name: /^Pay / }).click();
  }

  successMessage() {
    return this.page.getByTestId('payment-message');
  }

  paymentError() {
    return this.page.getByTestId('payment-error');
  }

  async continueToAccount() {
    await this.page.getByRole('button', { name: 'Go to my account' }).click();
    await this.page.waitForURL('**/my-account');
  }
}
