type Json = unknown;

const isPlainObject = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);

export interface MergeResult {
  merged: Record<string, Json>;
  /** Dotted paths changed on both sides to different values. */
  conflicts: string[];
  /** Dotted paths taken from the other side's change. */
  fromTheirs: string[];
}

/**
 * Three-way merge of a section, field by field (nested objects by leaf; lists as one value).
 * A field changed on one side only takes that change; changed on both sides to different
 * values it is a conflict, and `merged` keeps ours there so nothing is lost before a person picks.
 */
export function mergeSection(base: Json, ours: Json, theirs: Json): MergeResult {
  const conflicts: string[] = [];
  const fromTheirs: string[] = [];
  const walk = (b: Json, o: Json, t: Json, path: string): Json => {
    if (isPlainObject(o) && isPlainObject(t)) {
      const bObj = isPlainObject(b) ? b : {};
      const keys = new Set([...Object.keys(o), ...Object.keys(t)]);
      const out: Record<string, Json> = {};
      for (const key of keys) {
        out[key] = walk(bObj[key], o[key], t[key], path ? `${path}.${key}` : key);
      }
      return out;
    }
    if (same(o, t)) return o;
    if (same(b, o)) {
      fromTheirs.push(path);
      return t;
    }
    if (same(b, t)) return o;
    conflicts.push(path);
    return o;
  };
  const merged = walk(base, ours, theirs, '');
  return { merged: isPlainObject(merged) ? merged : {}, conflicts, fromTheirs };
}

/** The value at a dotted path ('' is the whole value). */
export function valueAt(value: Json, path: string): Json {
  if (path === '') return value;
  let current: Json = value;
  for (const key of path.split('.')) {
    if (!isPlainObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** A copy of `value` with the dotted path set; missing objects on the way are made. */
export function withValueAt(value: Json, path: string, next: Json): Json {
  if (path === '') return next;
  const [head = '', ...rest] = path.split('.');
  const obj = isPlainObject(value) ? value : {};
  return { ...obj, [head]: withValueAt(obj[head], rest.join('.'), next) };
}

export const sameValue = same;
