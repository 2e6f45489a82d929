import type { Locator } from '../../pwa/e2e/support/browser';

/** What entering a record cost, split the way the tap benchmark reports it. */
export interface TapCount {
  /** Touches: opening a picker, choosing an option, ticking a box, focusing a field, a button. */
  taps: number;
  /** Keys typed into numbers and dates, including deleting a value that was there. */
  keys: number;
  /** Characters of free text (histories, names): the clinician's words, not counted as cost. */
  freeText: number;
}

/** A leaf of section data: its dotted path and value. Lists (chosen options) are leaves. */
export interface Leaf {
  path: string;
  value: unknown;
}

/** Flattens section data into leaves; `[{ title }]` lists become lists of titles, and diagnosis
 * lists (`[{ title, code }]`) lists of codes ('others' for the item without one). */
export function leavesOf(data: object, prefix = ''): Leaf[] {
  return Object.entries(data).flatMap(([key, value]: [string, unknown]): Leaf[] => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (Array.isArray(value))
      return [
        {
          path,
          value: value.map((v: unknown) =>
            typeof v === 'object' &&
            v !== null &&
            'code' in v &&
            typeof v.code === 'string' &&
            v.code
              ? v.code
              : typeof v === 'object' && v !== null && 'title' in v
                ? v.title
                : v,
          ),
        },
      ];
    if (typeof value === 'object' && value !== null) return leavesOf(value, path);
    return [{ path, value }];
  });
}

type Kind = 'picker' | 'select' | 'radio' | 'checks' | 'date' | 'number' | 'free';

/**
 * Fills a form the way a person on a tablet does: looks at each control, and only where it does
 * not already hold the wanted value, touches it. A native select costs two taps (open, choose),
 * a radio, segment or chip one, a box one per change, a typed field one tap plus its keys.
 */
export class TappingPerson {
  readonly count: TapCount = { taps: 0, keys: 0, freeText: 0 };
  /** Paths in the data with no control on the form (e.g. fields another record type shows). */
  readonly missing: string[] = [];

  async tap(target: Locator): Promise<void> {
    await target.click();
    this.count.taps += 1;
  }

  /** Taps a button if the form offers it; says whether it did. */
  async tapIfShown(target: Locator): Promise<boolean> {
    if ((await target.count()) === 0 || !(await target.first().isVisible())) return false;
    await this.tap(target.first());
    return true;
  }

  async fill(form: Locator, leaves: readonly Leaf[]): Promise<void> {
    for (const leaf of leaves) await this.set(form, leaf);
  }

  async set(form: Locator, { path, value }: Leaf): Promise<void> {
    const box = form.locator(`[data-field="${path}"]`);
    if ((await box.count()) === 0) {
      if (value !== '' && value !== null) this.missing.push(path);
      return;
    }
    const kind = await kindOf(box);
    if (kind === 'checks') return this.setChecks(box, value as string[]);
    if (kind === 'picker') return this.setPicked(box, value as string[]);
    const wanted = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    if (kind === 'select') {
      const select = box.locator('select');
      if ((await select.inputValue()) === wanted) return;
      await select.selectOption(wanted);
      this.count.taps += 2;
      return;
    }
    if (kind === 'radio') {
      const checked = box.locator('input[type=radio]:checked');
      const current = (await checked.count()) > 0 ? await checked.first().inputValue() : '';
      if (current === wanted || wanted === '') return;
      await this.tap(await optionTarget(box, wanted));
      return;
    }
    const input = box.locator('input, textarea').first();
    const current = await input.inputValue();
    if (current === wanted) return;
    await this.tap(input);
    await input.fill(wanted);
    if (kind === 'free') this.count.freeText += wanted.length;
    // A date is typed as its eight digits; a number after deleting what was there.
    else this.count.keys += kind === 'date' ? 8 : current.length + wanted.length;
  }

  private async setChecks(box: Locator, wanted: readonly string[]): Promise<void> {
    const boxes = box.locator('input[type=checkbox]');
    const all = await boxes.count();
    const unticked = await box.locator('input[type=checkbox]:not(:checked)').count();
    // Every option wanted and more than one to tick: the form's "Select all" if it has one.
    if (wanted.length === all && unticked > 1)
      await this.tapIfShown(box.getByRole('button', { name: /^Select all/ }));
    for (const input of await boxes.all()) {
      const value = await input.inputValue();
      if ((await input.isChecked()) !== wanted.includes(value))
        await this.tap(await optionTarget(box, value));
    }
  }

  /** A diagnosis picker: for each code not listed yet, tap the search, type the code, tap its
   * option (docs/product.md#diagnoses-and-icd-10-cm-codes). The form starts with none listed. */
  private async setPicked(box: Locator, wanted: readonly string[]): Promise<void> {
    const search = box.getByRole('combobox');
    for (const code of wanted) {
      const shown = code === 'others' ? 'others' : `${code} `;
      if ((await box.getByRole('listitem').filter({ hasText: shown }).count()) > 0) continue;
      await this.tap(search);
      await search.fill(code);
      this.count.keys += code.length;
      const option = new RegExp(`^${code.replace(/[.]/g, '\\.')}`);
      await this.tap(box.page().getByRole('option', { name: option }));
    }
  }
}

/** What a person touches for an option: its label (segments and chips hide the input). */
async function optionTarget(box: Locator, value: string): Promise<Locator> {
  const input = box.locator(`input[value="${value.replace(/["\\]/g, '\\$&')}"]`).first();
  const id = await input.getAttribute('id');
  const label = id === null ? null : box.locator(`label[for="${id}"]`);
  return label !== null && (await label.count()) > 0 ? label.first() : input;
}

function kindOf(box: Locator): Promise<Kind> {
  return box.evaluate((el: Element): Kind => {
    if (el.querySelector('[role=combobox]') && el.querySelector('[role=list]')) return 'picker';
    if (el.querySelector('select')) return 'select';
    if (el.querySelector('input[type=radio]')) return 'radio';
    if (el.querySelector('input[type=checkbox]')) return 'checks';
    if (el.querySelector('input[type=date]')) return 'date';
    if (el.querySelector('input[inputmode=decimal]')) return 'number';
    return 'free';
  });
}
