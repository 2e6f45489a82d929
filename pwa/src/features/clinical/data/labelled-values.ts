import { fieldLabel, type SectionName } from '@optolight/domain';
import { valueText } from './value-text';

export interface LabelledValue {
  path: string;
  label: string;
  value: string;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !('title' in v) && !('code' in v);

/** The filled-in fields of a stored section as label/value pairs; nested groups (an eye, a
 * symptom group) prefix their label. Empty fields are left out. */
export function labelledValues(section: SectionName, data: unknown, prefix = ''): LabelledValue[] {
  if (!isPlainObject(data)) return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const label = prefix + fieldLabel(section, key);
    const path = prefix + key;
    if (isPlainObject(value)) return labelledValues(section, value, `${label} › `);
    if (key === 'therapistSign' && typeof value === 'string' && value !== '')
      return [{ path, label, value: 'Signed' }];
    const text = valueText(value);
    return text === '—' ? [] : [{ path, label, value: text }];
  });
}
