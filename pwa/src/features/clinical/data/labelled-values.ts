import { fieldLabel, isFieldGroup, type SectionName } from '@optolight/domain';
import { fieldValueText } from './value-text';

export interface LabelledValue {
  path: string;
  label: string;
  value: string;
}

/** The filled-in fields of a stored section as label/value pairs; nested groups (an eye, a
 * symptom group) prefix their label. Empty fields are left out. */
export function labelledValues(section: SectionName, data: unknown, prefix = ''): LabelledValue[] {
  if (!isFieldGroup(data)) return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const label = prefix + fieldLabel(section, key);
    const path = prefix + key;
    if (isFieldGroup(value)) return labelledValues(section, value, `${label} › `);
    const text = fieldValueText(key, value);
    return text === '—' ? [] : [{ path, label, value: text }];
  });
}
