import { sameValue } from './merge';

/**
 * A group of fields (an eye's column, a symptom group, the certification dates), read field by
 * field. A `{ title }` item (an insurance) and a `{ code }` country are one value, as lists are.
 */
export function isFieldGroup(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !('title' in value) &&
    !('code' in value)
  );
}

/** One field that differs between two versions of a section; null where it had no value. */
export interface FieldChange {
  /** Dotted, through groups: 'leftObservation.eyeMuscleStrength.LR'. */
  path: string;
  before: unknown;
  after: unknown;
}

/** A group, or an absent group read as an empty one; null for a plain value. */
const asGroup = (value: unknown) => (isFieldGroup(value) ? value : value === undefined ? {} : null);

/**
 * The fields that differ between two versions of a section (the history of a record,
 * docs/product.md#record-history), in `order` (a section's `fieldOrderOf`), then in the newer
 * version's own order. Groups are walked to their fields, so a change of one eye's reflex is that
 * field, not the whole eye.
 */
export function changedFields(
  before: unknown,
  after: unknown,
  order: readonly string[] = [],
  path = '',
): FieldChange[] {
  const b = asGroup(before);
  const a = asGroup(after);
  if (b && a && (isFieldGroup(before) || isFieldGroup(after))) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    // Stored JSON need not keep its key order (PostgreSQL's jsonb does not): `order` decides.
    const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
    keys.sort((x, y) => rank(x) - rank(y));
    return keys.flatMap((key) =>
      changedFields(b[key], a[key], order, path ? `${path}.${key}` : key),
    );
  }
  if (sameValue(before ?? null, after ?? null)) return [];
  return [{ path, before: before ?? null, after: after ?? null }];
}
