import {
  chosenWithOthers,
  diagnosisLabel,
  formatDateOfBirth,
  insuranceWithOthers,
  optionLabel,
} from '@optolight/domain';
import type { Field } from '../model';

/**
 * Stored data is parsed on write, but records outlive schema versions (a field added later is
 * missing from older rows). Every value goes through here, so a report can never print
 * 'undefined', 'null', 'NaN' or '[object Object]'.
 */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A stored option value as people read it (typos fixed, reflexes as + / -). */
export function option(value: unknown): string {
  const v = text(value);
  return v === '' ? '' : optionLabel(v);
}

/** Radio values are stored as 'yes' and 'Yes' alike. */
export function yesNo(value: unknown): string {
  const v = text(value);
  return v.charAt(0).toUpperCase() + v.slice(1).toLowerCase();
}

function strings(values: unknown): string[] {
  return Array.isArray(values) ? values.map(option).filter((v) => v !== '') : [];
}

export function bullets(values: unknown): string {
  return strings(values)
    .map((v) => `• ${v}`)
    .join('\n');
}

export function commaList(values: unknown): string {
  return strings(values).join(', ');
}

/** The `{ title }` of a diagnosis or insurance item. */
function titleOf(item: unknown): string {
  return typeof item === 'object' && item !== null && 'title' in item ? text(item.title) : '';
}

/** A diagnosis as 'H51.11 Convergence insufficiency' (docs/product.md#diagnoses-and-icd-10-cm-codes). */
function diagnosisText(item: unknown): string {
  const code = typeof item === 'object' && item !== null && 'code' in item ? text(item.code) : '';
  return diagnosisLabel({ title: titleOf(item), code });
}

/** Diagnosis lists: the rule for 'others' is the domain's, over stored values read safely. */
export function withOthers(items: unknown, otherText: unknown): string[] {
  return chosenWithOthers(Array.isArray(items) ? items.map(diagnosisText) : [], text(otherText));
}

/** Insurance shows its title, or the free-text other insurance when the title is 'others'. */
export function insurance(item: unknown, otherText: unknown): string {
  return insuranceWithOthers(titleOf(item), text(otherText));
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** '2 visits a week for 8 weeks, 16 visits in total', with whichever parts were filled in. */
export function frequencySentence(perWeek: unknown, weeks: unknown, total: unknown): string {
  const wk = count(perWeek);
  const wks = count(weeks);
  const all = count(total);
  const rate = wk === null ? '' : `${plural(wk, 'visit')} a week`;
  const span = wks === null ? '' : plural(wks, 'week');
  const head = rate && span ? `${rate} for ${span}` : rate || span;
  const tail = all === null ? '' : `${plural(all, 'visit')} in total`;
  return [head, tail].filter((s) => s !== '').join(', ');
}

/** Calendar dates other than the visit read MM/DD/YYYY (docs/decisions.md#dates). */
export function shortDate(value: unknown): string {
  return formatDateOfBirth(text(value));
}

/** Builds a field list, leaving out every field left empty. */
export function fields(...entries: [label: string, value: string][]): Field[] {
  return entries.filter(([, value]) => value !== '').map(([label, value]) => ({ label, value }));
}
