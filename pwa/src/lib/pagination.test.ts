import { describe, expect, it } from 'vitest';
import { pageCount, pageRows, rangeLabel } from './pagination';

const rows = [1, 2, 3, 4, 5, 6, 7];

describe('pagination', () => {
  it('pages rows by size, All shows every row', () => {
    expect(pageRows(rows, 0, 3)).toEqual([1, 2, 3]);
    expect(pageRows(rows, 2, 3)).toEqual([7]);
    expect(pageRows(rows, 9, 3)).toEqual([7]);
    expect(pageRows(rows, 0, 'all')).toEqual(rows);
  });
  it('counts pages and labels the range', () => {
    expect(pageCount(7, 3)).toBe(3);
    expect(pageCount(0, 3)).toBe(1);
    expect(rangeLabel(7, 1, 3)).toBe('4–6 of 7');
    expect(rangeLabel(7, 0, 'all')).toBe('1–7 of 7');
    expect(rangeLabel(0, 0, 5)).toBe('0 of 0');
    expect(rangeLabel(1500, 199, 5)).toBe('996–1,000 of 1,500');
  });
});
