import { describe, expect, it } from 'vitest';
import { mergeSection, valueAt, withValueAt } from './merge';

const base = { a: 'x', b: 'y', eye: { left: 1, right: 2 }, list: ['p'] };

describe('mergeSection', () => {
  it('takes a change made on one side only', () => {
    const ours = { ...base, a: 'ours' };
    const theirs = { ...base, b: 'theirs', eye: { left: 1, right: 9 } };
    const r = mergeSection(base, ours, theirs);
    expect(r.merged).toEqual({ a: 'ours', b: 'theirs', eye: { left: 1, right: 9 }, list: ['p'] });
    expect(r.conflicts).toEqual([]);
    expect(r.fromTheirs.sort()).toEqual(['b', 'eye.right']);
  });

  it('reports a field changed on both sides to different values, keeping ours in merged', () => {
    const r = mergeSection(base, { ...base, a: 'ours' }, { ...base, a: 'theirs' });
    expect(r.conflicts).toEqual(['a']);
    expect(r.merged.a).toBe('ours');
  });

  it('is not a conflict when both sides made the same change', () => {
    const r = mergeSection(base, { ...base, a: 'same' }, { ...base, a: 'same' });
    expect(r.conflicts).toEqual([]);
    expect(r.merged.a).toBe('same');
  });

  it('treats lists as one value and merges nested leaves independently', () => {
    const r = mergeSection(
      base,
      { ...base, list: ['p', 'q'], eye: { left: 5, right: 2 } },
      { ...base, list: ['r'], eye: { left: 1, right: 7 } },
    );
    expect(r.conflicts).toEqual(['list']);
    expect(r.merged.eye).toEqual({ left: 5, right: 7 });
  });

  it('treats a missing base as empty', () => {
    const r = mergeSection(undefined, { a: 'ours' }, { b: 'theirs' });
    expect(r.merged).toEqual({ a: 'ours', b: 'theirs' });
  });
});

describe('paths', () => {
  it('reads and writes dotted paths without touching the input', () => {
    expect(valueAt(base, 'eye.right')).toBe(2);
    expect(valueAt(base, 'eye.nope.deeper')).toBeUndefined();
    const next = withValueAt(base, 'eye.left', 42);
    expect(valueAt(next, 'eye.left')).toBe(42);
    expect(base.eye.left).toBe(1);
  });
});
