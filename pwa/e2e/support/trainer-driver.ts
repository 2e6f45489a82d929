import type { Page } from 'playwright-core';
import type { Probe } from '../../src/features/trainer/exercises/types';

/**
 * Drives the trainer in a real browser (the e2e journey and the frame benchmark): screens by
 * their visible names, rounds by the answers the page publishes under `?speed=test`.
 */
export class TrainerDriver {
  constructor(private readonly page: Page) {}

  stage() {
    return this.page.getByTestId('trainer-stage');
  }

  async calibrate(viewingDistanceCm: number, sliderSteps = 0) {
    await this.page.getByRole('heading', { name: 'Calibrate your screen' }).waitFor();
    const slider = this.page.getByRole('slider', { name: 'Card outline width' });
    await slider.focus();
    for (let i = 0; i < Math.abs(sliderSteps); i++)
      await this.page.keyboard.press(sliderSteps > 0 ? 'ArrowRight' : 'ArrowLeft');
    // The field, not its − and + buttons (named 'Decrease Viewing distance (cm)', ...).
    await this.page
      .getByRole('textbox', { name: 'Viewing distance (cm)' })
      .fill(String(viewingDistanceCm));
    await this.page.getByRole('button', { name: 'Save calibration' }).click();
    await this.page.getByTestId('calibration-summary').waitFor();
  }

  /** From the exercise list to a running round, with no symptoms reported. */
  async start(title: string) {
    await this.page.getByRole('button', { name: `Start ${title}` }).click();
    await this.page.getByRole('button', { name: 'No symptoms at all' }).click();
    await this.page.getByRole('button', { name: 'Start round' }).click();
    await this.stage().waitFor();
  }

  /** Reads without waiting: the stage goes away the moment the round ends. */
  async probe(): Promise<Probe | null> {
    const raw = await this.page.evaluate(
      () =>
        document.querySelector('[data-testid="trainer-stage"]')?.getAttribute('data-probe') ?? null,
    );
    return raw ? (JSON.parse(raw) as Probe | null) : null;
  }

  /** An answer racing the end of the round may find its control gone: that is not an error. */
  private async answer(p: Probe) {
    await this.send(p).catch((error: unknown) => {
      if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
    });
  }

  private async send(p: Probe) {
    if (p.kind === 'key') await this.page.keyboard.press(p.key === ' ' ? 'Space' : p.key);
    else if (p.kind === 'text') {
      await this.page
        .getByRole('textbox', { name: 'Digits you saw' })
        .fill(p.text, { timeout: 2000 });
      await this.page.keyboard.press('Enter');
    } else {
      const box = await this.stage().boundingBox({ timeout: 2000 });
      if (box) await this.page.mouse.click(box.x + p.x, box.y + p.y);
    }
  }

  /**
   * Answers every probe until the round ends (the after-round check shows). `onMidRound` runs
   * once, while the second question is on screen (for a screenshot).
   */
  async playRound(onMidRound?: () => Promise<void>) {
    const done = this.page.getByRole('heading', { name: 'How do you feel after the round?' });
    let last = '';
    let answered = 0;
    while (!(await done.isVisible())) {
      const p = await this.probe();
      const key = JSON.stringify(p);
      if (p && key !== last) {
        // The second question is shown mid-round, before it is answered.
        if (answered === 1 && onMidRound) await onMidRound();
        await this.answer(p);
        last = key;
        answered += 1;
      } else if (!p) last = '';
      await this.page.waitForTimeout(40);
    }
    return answered;
  }

  async finishWithNoSymptoms() {
    await this.page.getByRole('button', { name: 'No symptoms at all' }).click();
    await this.page.getByRole('heading', { name: /results$/ }).waitFor();
  }

  async backToList() {
    await this.page.getByRole('button', { name: 'Back to exercises' }).click();
    await this.page.getByTestId('calibration-summary').waitFor();
  }
}
