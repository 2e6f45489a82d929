import { z } from 'zod';
import { fieldLabel } from './labels';
import {
  emptySection,
  safeParseSection,
  sectionSchemas,
  type SectionName,
  type SectionValue,
} from './sections';

/** A stored value today's schema cannot take, and where it was found. */
export interface UnreadableField {
  /** Keys from the section down, e.g. ['leftObservation', 'eyeMuscleStrength', 'LR']; [] for
   * content that is not a section at all. */
  path: string[];
  /** Its label, with its group's: 'Left eye › Lateral rectus (LR)'. */
  label: string;
  /** Exactly what is stored. */
  raw: unknown;
}

export interface LenientRead<T> {
  /** Everything that fits today's schema, defaults for the rest: always a valid value. */
  value: T;
  unreadable: UnreadableField[];
}

interface Found {
  path: string[];
  raw: unknown;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored value as plain words: text as is, lists joined, objects as `key: value` pairs. */
export function storedValueText(raw: unknown): string {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  if (Array.isArray(raw)) return raw.map(storedValueText).filter(Boolean).join(', ');
  if (!isPlainObject(raw)) return '';
  return Object.entries(raw)
    .flatMap(([key, value]) => {
      const text = storedValueText(value);
      return text ? [`${key}: ${text}`] : [];
    })
    .join('; ');
}

/** The schema under its defaults, nullability and tidying (a list that drops repeats): a
 * group's object, a list's array. */
function inner(schema: z.core.$ZodType): z.core.$ZodType {
  let s = schema;
  for (;;) {
    if (s instanceof z.ZodDefault || s instanceof z.ZodOptional || s instanceof z.ZodNullable)
      s = s.unwrap();
    else if (s instanceof z.ZodPipe) s = s.in;
    else return s;
  }
}

/** What the field holds when nothing usable is stored: its default (undefined if it has none). */
const fallback = (field: z.core.$ZodType): unknown => {
  const d = z.safeParse(field, undefined);
  return d.success ? d.data : undefined;
};

function readField(field: z.core.$ZodType, raw: unknown, path: string[], found: Found[]): unknown {
  const whole = z.safeParse(field, raw);
  if (whole.success) return whole.data;
  const group = inner(field);
  // A group whose fields all have defaults (an eye, eye-muscle strength) is read field by field.
  if (group instanceof z.ZodObject && isPlainObject(raw) && z.safeParse(group, {}).success) {
    return readObject(group, raw, path, found);
  }
  // A list keeps the items that still fit (an option renamed since leaves only itself out).
  if (group instanceof z.ZodArray && Array.isArray(raw)) {
    const fits = raw.map((item) => z.safeParse(group.element, item).success);
    const kept = z.safeParse(
      field,
      raw.filter((_, i) => fits[i]),
    );
    if (kept.success) {
      found.push({ path, raw: raw.filter((_, i) => !fits[i]) });
      return kept.data;
    }
  }
  found.push({ path, raw });
  return fallback(field);
}

function readObject(schema: z.ZodObject, raw: unknown, path: string[], found: Found[]): unknown {
  const from = isPlainObject(raw) ? raw : {};
  if (!isPlainObject(raw) && raw !== undefined) found.push({ path, raw });
  const fields = Object.entries<z.core.$ZodType>(schema.shape);
  const out: Record<string, unknown> = {};
  for (const [key, field] of fields) out[key] = readField(field, from[key], [...path, key], found);
  for (const key of Object.keys(from)) {
    if (!Object.hasOwn(schema.shape, key)) found.push({ path: [...path, key], raw: from[key] });
  }
  // Rules across fields (a period ending before it starts): the fields they name give way.
  const givenWay = new Set<string>();
  for (let round = 0; round <= fields.length; round++) {
    const checked = z.safeParse(schema, out);
    if (checked.success) return checked.data;
    const named = new Set(checked.error.issues.map((issue) => String(issue.path[0])));
    const culprits = fields.filter(([key]) => named.has(key) && !givenWay.has(key));
    if (!culprits.length) break;
    for (const [key, field] of culprits) {
      givenWay.add(key);
      out[key] = fallback(field);
      const at = [...path, key];
      if (!found.some((f) => sameField(f.path, at))) found.push({ path: at, raw: from[key] });
    }
  }
  // Nothing field by field satisfies the group: its defaults, and all it held listed as one.
  const others = found.filter((f) => !path.every((key, i) => f.path[i] === key));
  found.splice(0, found.length, ...others, { path, raw });
  return fallback(schema);
}

const sameField = (a: string[], b: string[]) =>
  a.length === b.length && a.every((key, i) => key === b[i]);

/** The label of a stored field: its group's label first ('Left eye › Pain'). */
export function storedFieldLabel(section: SectionName, path: string[]): string {
  if (!path.length) return 'Stored content';
  return path.map((key) => fieldLabel(section, key)).join(' › ');
}

/**
 * A stored section for a form, a report or a list: every field (and every field of a nested
 * group) that fits today's schema, defaults for the rest, and the stored values it could not
 * read, so content from an older or newer app version is never shown as empty. The one reader of
 * stored sections, so the device and the server show the same content. Empty stored values
 * (null, '', []) are not listed: they hold nothing to lose.
 */
export function readSectionLeniently<N extends SectionName>(
  name: N,
  data: unknown,
): LenientRead<SectionValue<N>> {
  const parsed = safeParseSection(name, data ?? {});
  if (parsed.success) return { value: parsed.data, unreadable: [] };
  const found: Found[] = [];
  const read = safeParseSection(name, readObject(sectionSchemas[name], data ?? {}, [], found));
  const unreadable = found
    .filter((f) => storedValueText(f.raw) !== '')
    .map((f) => ({ path: f.path, label: storedFieldLabel(name, f.path), raw: f.raw }));
  // Every section field has a default, so the read always parses; were one added without, the
  // whole stored content is listed rather than hidden.
  if (read.success) return { value: read.data, unreadable };
  return {
    value: emptySection(name),
    unreadable: [{ path: [], label: storedFieldLabel(name, []), raw: data }],
  };
}
