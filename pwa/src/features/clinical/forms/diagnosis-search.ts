import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { diagnosisLabel, icd10CmCodes, othersOption } from '@optolight/domain';

/** What the picker offers: every shipped code as 'H51.11 Convergence insufficiency', then
 * 'others' for a diagnosis typed in words (docs/product.md#diagnoses-and-icd-10-cm-codes). */
export const diagnosisChoices: ComboboxItem[] = [
  ...icd10CmCodes.map(([code, title]) => ({ value: code, label: diagnosisLabel({ code, title }) })),
  { value: othersOption, label: 'others (type it in words)' },
];

const squash = (s: string) => s.toLowerCase().replace(/[.\s]/g, '');

/** True when every word searched is in the label, or the search is the start of the code with or
 * without its dot: 'h5111', 'H51.1', 'convergence insuff' and 'insufficiency convergence' all
 * find H51.11. */
export function isDiagnosisMatch(item: ComboboxItem, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  if (item.value !== othersOption && squash(item.value).startsWith(squash(search))) return true;
  const label = item.label.toLowerCase();
  return words.every((w) => label.includes(w));
}

const isItem = (o: ComboboxParsedItem): o is ComboboxItem => 'value' in o;

/** The picker's filter: matches, codes that start with the search first, at most `limit`. */
export const diagnosisFilter: OptionsFilter = ({ options, search, limit }) => {
  const found = options.filter(isItem).filter((o) => isDiagnosisMatch(o, search));
  const byCode = found.filter((o) => squash(o.value).startsWith(squash(search)));
  const rest = found.filter((o) => !byCode.includes(o));
  return [...byCode, ...rest].slice(0, limit);
};
