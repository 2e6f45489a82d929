import { countries } from 'countries-list';
import { z } from 'zod';
import { msg } from './messages';

/** A country as a patient's record stores it (docs/product.md#fields-and-option-lists): ISO 3166-1
 * alpha-2 code, English name and the international dial prefix. */
export interface CountryOption {
  readonly code: string;
  readonly label: string;
  readonly phone: string;
}

const options: CountryOption[] = Object.entries(countries).map(([code, country]) => ({
  code,
  label: country.name,
  phone: country.phone[0] === undefined ? '' : `+${String(country.phone[0])}`,
}));

let sorted: readonly CountryOption[] | undefined;
/** Every country of `countries-list`, sorted by name for the country chooser. Where a country
 * has several dial codes (e.g. the Dominican Republic) the first one is used. Sorted on first
 * use: names such as 'Åland Islands' need the browser's collator, whose setting up took about
 * 14 ms of a tablet's first page when the list was sorted as this file loaded. */
export function countryOptions(): readonly CountryOption[] {
  if (sorted) return sorted;
  // One collator for the whole sort: localeCompare with a locale builds one per comparison.
  const byName = new Intl.Collator('en').compare;
  sorted = [...options].sort((a, b) => byName(a.label, b.label));
  return sorted;
}

const byCode: ReadonlyMap<string, CountryOption> = new Map(options.map((c) => [c.code, c]));

export function isCountryCode(code: string): boolean {
  return byCode.has(code);
}

/** The canonical entry for a code (any case), or null when the code is unknown. Use it to repair
 * a stored country whose label or dial code came from an older list. */
export function normaliseCountry(code: string): CountryOption | null {
  return byCode.get(code.trim().toUpperCase()) ?? null;
}

/** Only the code is checked against the list: the label and dial code are display copies. */
export const Country = z.strictObject({
  code: z.string().refine(isCountryCode, msg.country),
  label: z.string().trim().max(100),
  phone: z.string().trim().max(20),
});
export type Country = z.output<typeof Country>;
