import type { z } from 'zod';

/** What an untouched field holds, of each kind a form has. */
const empties: readonly unknown[] = [undefined, null, '', []];

/**
 * The fields a person must fill: those whose schema refuses every empty value. Derived from the
 * schema that validates the form, so the marks and the messages never disagree.
 */
export function requiredFields(schema: { shape: Record<string, z.ZodType> }): ReadonlySet<string> {
  return new Set(
    Object.entries(schema.shape)
      .filter(([, field]) => empties.every((empty) => !field.safeParse(empty).success))
      .map(([name]) => name),
  );
}
