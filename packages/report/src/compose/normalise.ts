import {
  emptySection,
  safeParseSection,
  type SectionName,
  type SectionValue,
} from '@optolight/domain';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keeps the shape of `empty`, taking each value from `raw` where it has the same kind. */
function mergeOver(empty: unknown, raw: unknown): unknown {
  if (isPlainObject(empty)) {
    const from = isPlainObject(raw) ? raw : {};
    return Object.fromEntries(Object.entries(empty).map(([k, v]) => [k, mergeOver(v, from[k])]));
  }
  if (Array.isArray(empty)) return Array.isArray(raw) ? raw : empty;
  const sameKind =
    typeof raw === typeof empty ||
    (empty === null && (typeof raw === 'number' || isPlainObject(raw)));
  return sameKind && raw !== undefined ? raw : empty;
}

/**
 * A stored section in its current shape. Rows written before a field existed get its empty
 * default from the schema; a row the current schema rejects (a rule tightened since it was
 * written) still prints what it holds, fitted to the shape so no lookup meets a missing group.
 */
export function normaliseSection<N extends SectionName>(name: N, raw: unknown): SectionValue<N> {
  const parsed = safeParseSection(name, raw);
  if (parsed.success) return parsed.data;
  // mergeOver returns the shape of emptySection(name), which is SectionValue<N>.
  return mergeOver(emptySection(name), raw) as SectionValue<N>;
}
