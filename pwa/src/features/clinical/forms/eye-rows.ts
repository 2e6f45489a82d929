import { EyeObservation } from '@optolight/domain';
import { z } from 'zod';
/** Right eye (OD) first, then left (OS), as clinicians write it; the report follows. */
export const eyes = [
  { key: 'rightObservation', short: 'Right', title: 'Right eye (OD)' },
  { key: 'leftObservation', short: 'Left', title: 'Left eye (OS)' },
] as const;

/** One row of the per-eye observation table: a path inside an eye's object and its control. */
export type EyeRow =
  | { path: string; label: string; type: 'select'; options: readonly string[] }
  | { path: string; label: string; type: 'number' | 'text' };

const withoutDefault = (s: z.ZodType): z.ZodType =>
  s instanceof z.ZodDefault ? withoutDefault(s.unwrap() as z.ZodType) : s;

/** The options of a choice ('' or one of a list), or null for any other field. */
function optionsOf(s: z.ZodType): readonly string[] | null {
  if (s instanceof z.ZodEnum) return s.options as readonly string[];
  if (s instanceof z.ZodUnion)
    for (const o of s.options as readonly z.ZodType[]) {
      const found = optionsOf(o);
      if (found) return found;
    }
  return null;
}

function isNumber(s: z.ZodType): boolean {
  if (s instanceof z.ZodNullable) return isNumber(s.unwrap() as z.ZodType);
  return s instanceof z.ZodNumber;
}

function rowsOf(
  shape: Readonly<Record<string, z.ZodType>>,
  label: (key: string) => string,
  prefix = '',
): EyeRow[] {
  return Object.entries(shape).flatMap(([key, field]): EyeRow[] => {
    const s = withoutDefault(field);
    const path = `${prefix}${key}`;
    // A group (the muscles' strength) is one row per field, labelled by the field's own key.
    if (s instanceof z.ZodObject) return rowsOf(s.shape, label, `${path}.`);
    const options = optionsOf(s);
    if (options) return [{ path, label: label(key), type: 'select', options }];
    return [{ path, label: label(key), type: isNumber(s) ? 'number' : 'text' }];
  });
}

/** One row per field of an eye, in the EyeObservation schema's order, read from the schema
 * itself: a field added there is a row here. Labels come from the domain. */
export function eyeRows(label: (key: string) => string): EyeRow[] {
  return rowsOf(EyeObservation.shape, label);
}
