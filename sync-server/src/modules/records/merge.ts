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
