import type { Page } from 'playwright-core';

/** Login, Signup, What's My Password and the reset page. */
export class AuthPages {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async openLogin() {
    await this.page.goto(`${this.baseUrl}/login`);
    await this.page.getByRole('heading', { name: 'Login' }).waitFor();
  }

  async login(email: string, password: string) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel(/^Password/).fill(password);
    await this.page.getByRole('button', { name: 'Login' }).click();
  }

  async openSignup() {
    await this.page.goto(`${this.baseUrl}/signup`);
    await this.page.getByRole('heading', { name: 'Signup' }).waitFor();
  }

  async signup(
    who: {
      firstName: string;
      lastName: string;
      userHandle: string;
      email: string;
      password: string;
    },
    confirm = who.password,
  ) {
    await this.page.getByLabel('First name').fill(who.firstName);
    await this.page.getByLabel('Last name').fill(who.lastName);
    await this.page.getByLabel('User name').fill(who.userHandle);
    await this.page.getByLabel('Email').fill(who.email);
    await this.page.getByLabel(/^Password/).fill(who.password);
    await this.page.getByLabel('Confirm password').fill(confirm);
    await this.page.getByRole('button', { name: 'Signup' }).click();
  }

  async requestReset(email: string) {
    await this.page.goto(`${this.baseUrl}/forgotpassword`);
    await this.page.getByRole('heading', { name: "What's My Password" }).waitFor();
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByRole('button', { name: 'Reset Password' }).click();
  }

  async setNewPassword(link: string, password: string) {
    await this.page.goto(link);
    await this.page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await this.page.getByLabel(/^New password/).fill(password);
    await this.page.getByLabel('Confirm new password').fill(password);
    await this.page.getByRole('button', { name: 'Save new password' }).click();
  }

  errorLine() {
    return this.page.getByRole('alert');
  }
}
