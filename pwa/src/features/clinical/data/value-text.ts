import { diagnosisLabel, optionLabel } from '@optolight/domain';
import { formatDate, isDateText } from '../../../lib/format';

/** A stored value as words: dates MM/DD/YYYY, yes/no, options with their display label, `{ title }` items by title (diagnoses after their code),
 * lists joined, empty as a dash. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return isDateText(value) ? formatDate(value) : optionLabel(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(valueText).filter((t) => t !== '—');
    return parts.length ? parts.join(', ') : '—';
  }
  if (typeof value === 'object' && 'title' in value && typeof value.title === 'string') {
    // A diagnosis reads with its code: 'H51.11 Convergence insufficiency'.
    const code = 'code' in value && typeof value.code === 'string' ? value.code : '';
    return code ? diagnosisLabel({ title: value.title, code }) : optionLabel(value.title);
  }
  if (typeof value === 'object' && 'label' in value && typeof value.label === 'string')
    return value.label;
  return '—';
}

/** A field's value as words: a drawn signature (an image) reads 'Signed'. */
export function fieldValueText(key: string, value: unknown): string {
  if (key === 'therapistSign' && typeof value === 'string' && value !== '') return 'Signed';
  return valueText(value);
}
