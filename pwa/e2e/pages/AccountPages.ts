import type { Page } from 'playwright-core';

/** /my-account and the profile pages. */
export class AccountPages {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  async waitForDashboard() {
    await this.page.waitForURL('**/my-account');
    await this.page
      .getByText('Loading...')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await this.heading().waitFor();
  }

  myPlan() {
    return this.page.getByTestId('my-plan');
  }

  recentPatients() {
    return this.page.getByRole('table', { name: 'Recent Patients' });
  }

  async saveBusinessProfile(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) {
      await this.page.getByLabel(new RegExp(`^${label}`)).fill(value);
    }
    await this.page.getByRole('button', { name: 'Save', exact: true }).click();
  }
}
