import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface NewPatient {
  patientId: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  dateOfBirth: string;
}

/** The clinical screens: register, search, patient page, evaluation and note tabs. */
export class ClinicalPages {
  constructor(private readonly page: Page) {}

  /** A link or button of the header's navigation; on a phone it sits in the menu. */
  async navItem(role: 'link' | 'button', name: string): Promise<Locator> {
    const menu = this.page.getByRole('button', { name: 'Menu', exact: true });
    if (!(await menu.isVisible()))
      return this.page.getByRole('navigation', { name: 'Main' }).getByRole(role, { name });
    await menu.click();
    return this.page.getByRole('navigation', { name: 'Main menu' }).getByRole(role, { name });
  }

  /** Opens the Register Patient dialog from the header. */
  async openRegisterPatient(): Promise<Locator> {
    await (await this.navItem('button', 'Register Patient')).click();
    const dialog = this.page.getByRole('dialog', { name: 'Register Patient' });
    await dialog.waitFor();
    return dialog;
  }

  async registerPatient(p: NewPatient) {
    const dialog = await this.openRegisterPatient();
    await dialog.getByLabel('Patient Id').fill(p.patientId);
    await dialog.getByLabel('First name').fill(p.firstName);
    await dialog.getByLabel('Last name').fill(p.lastName);
    // A required field's name ends in its asterisk ("Phone *"); "Emergency phone" must not match.
    await dialog.getByLabel(/^Phone\b/).fill(p.phone);
    await dialog.getByLabel('Address').fill(p.address);
    await dialog.getByLabel('Date of birth').fill(p.dateOfBirth);
    await dialog.getByRole('button', { name: 'Register' }).click();
    await this.page.getByText('Patient registered successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
  }

  async search(text: string) {
    await (await this.navItem('link', 'Evaluation')).click();
    await this.page.getByRole('heading', { name: 'Search Patient' }).waitFor();
    await this.page.getByRole('textbox', { name: 'Search patients' }).fill(text);
  }

  async openPatient(fullName: string) {
    await this.page.getByRole('button', { name: `Open ${fullName}` }).click();
    await this.patientHeading(fullName).waitFor();
  }

  /** The patient page's heading: the patient's name. */
  patientHeading(fullName: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: fullName, exact: true });
  }

  /**
   * A section of the patient page that is closed to a line until opened ('Measures over time',
   * 'Outcome measures', 'Home programme', 'Access log'), opened from its heading.
   */
  async patientSection(title: string): Promise<Locator> {
    const region = this.page.getByRole('region', { name: title, exact: true });
    const toggle = region.getByRole('button', { name: title, exact: true });
    // A section opens by itself when the server's answer gives it something to act on (symptoms
    // to review): tapped closed just then, it is tapped again.
    await expect
      .poll(async () => {
        if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
        return toggle.getAttribute('aria-expanded');
      })
      .toBe('true');
    return region;
  }

  /** A record's form tab, at tablet size and wider. */
  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** A phone lists a record's forms in a select instead of tabs. */
  isPhone(): boolean {
    return (this.page.viewportSize()?.width ?? 0) < 768;
  }

  /**
   * Turns the screen to `size` on a record's page and waits for that size's list of forms (tabs,
   * or a phone's select): the app draws the forms anew for it, so a control found before, such
   * as a form's save button, is gone once the new layout is drawn.
   */
  async resize(size: { width: number; height: number }) {
    await this.page.setViewportSize(size);
    await (this.isPhone() ? this.formSelect() : this.page.getByRole('tablist').first()).waitFor();
  }

  /** The phone's select of forms, and one of its options by the form's title. */
  formSelect(): Locator {
    return this.page.getByRole('combobox', { name: /^Form \d+ of \d+$/ });
  }

  private formOption(name: string): Locator {
    return this.formSelect()
      .locator('option')
      .filter({ hasText: new RegExp(`^${name}( \\(|$)`) });
  }

  /** Opens a record's form: its tab, or on a phone its entry in the select. */
  async openTab(name: string) {
    if (!this.isPhone()) {
      await this.tab(name).click();
      return;
    }
    const value = await this.formOption(name).getAttribute('value');
    await this.formSelect().selectOption(value ?? name);
    await this.form(name).waitFor();
  }

  /** What a form's tab (on a phone, its entry in the select) says waits of it; '' for nothing. */
  async tabMark(name: string): Promise<string> {
    if (this.isPhone()) {
      const text = (await this.formOption(name).textContent()) ?? '';
      return /\((.*)\)$/.exec(text)?.[1] ?? '';
    }
    const tab = this.tab(name);
    if ((await tab.getByTestId('tab-mark').count()) === 0) return '';
    const id = (await tab.getAttribute('aria-describedby')) ?? '';
    return (await this.page.locator(`[id="${id}"]`).textContent()) ?? '';
  }

  form(title: string): Locator {
    return this.page.getByRole('form', { name: title });
  }

  /** Fills every control of a tab's form with a valid value: first option of each select,
   * every checkbox, the first option of each radio or chip group (by its label, as a person
   * taps it; a chosen chip tapped again clears), text and numbers. */
  async fillEverything(title: string) {
    const form = this.form(title);
    await form.waitFor();
    for (const select of await form.locator('select').all())
      await select.selectOption({ index: 1 });
    for (const box of await form.locator('input[type=checkbox]').all()) await box.check();
    const radios = await form.locator('[role=radiogroup]').all();
    for (const group of radios) {
      const first = group.locator('input[type=radio]').first();
      if (await first.isChecked()) continue;
      const id = await first.getAttribute('id');
      await group.locator(`label[for="${id ?? ''}"]`).click();
    }
    for (const area of await form.locator('textarea:not([aria-hidden=true])').all())
      await area.fill(`${title} notes`);
    for (const input of await form.locator('input[type=text], input:not([type])').all()) {
      const isNumber = (await input.getAttribute('inputmode')) === 'decimal';
      await input.fill(isNumber ? '5' : `${title} text`);
    }
    for (const date of await form.locator('input[type=date]').all()) await date.fill('2026-01-05');
  }

  async drawSignature() {
    const pad = this.page.getByTestId('signature-pad');
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error('signature pad not visible');
    await this.page.mouse.move(box.x + 20, box.y + 60);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + 120, box.y + 30, { steps: 5 });
    await this.page.mouse.move(box.x + 220, box.y + 80, { steps: 5 });
    await this.page.mouse.up();
  }

  /** Saves a tab and waits for the next one to open (or, after the last, for /search). */
  async saveAndContinue(title: string, next: string | null) {
    const save = this.form(title).getByRole('button', { name: 'Save & continue' });
    await this.clearOfToast(save);
    await save.click();
    // A finger leaves the screen after a tap; a pointer left resting where the toast then appears
    // would hold it open.
    await this.page.mouse.move(0, 0);
    if (next) await this.form(next).waitFor();
    else await this.page.waitForURL('**/search');
  }

  /**
   * The 'Saved on this tablet' toast of the last save sits for 3 s over the bottom of a phone's
   * screen, where a short form's save button can be: a person waits for it to go before tapping
   * what it covers.
   */
  private async clearOfToast(target: Locator) {
    const toast = this.page.locator('#saved-on-device');
    if (!(await toast.isVisible())) return;
    await target.scrollIntoViewIfNeeded();
    // Gone meanwhile (it closes by itself): nothing covers the target.
    const [a, b] = await Promise.all([
      target.boundingBox(),
      toast.boundingBox({ timeout: 100 }).catch(() => null),
    ]);
    const overlaps =
      a &&
      b &&
      a.x < b.x + b.width &&
      b.x < a.x + a.width &&
      a.y < b.y + b.height &&
      b.y < a.y + a.height;
    if (overlaps) await toast.waitFor({ state: 'hidden' });
  }

  /** The current selection the app keeps in sessionStorage (record ids). */
  selection(): Promise<{ patientId: string; evaluationId: string; noteId: string | null }> {
    return this.page.evaluate(
      () =>
        JSON.parse(sessionStorage.getItem('optolight.selection') ?? '{}') as {
          patientId: string;
          evaluationId: string;
          noteId: string | null;
        },
    );
  }
}
