import { describe, expect, it } from 'vitest';
import { visualOrder } from './rtl';

describe('visualOrder', () => {
  it('reverses a right-to-left run, its words and their letters', () => {
    expect(visualOrder('שלום עולם')).toBe('םלוע םולש');
    expect(visualOrder('אב, גד')).toBe('דג ,בא');
  });

  it('keeps numbers and Latin words left to right, marks on their letter, brackets facing out', () => {
    expect(visualOrder('חדר 12')).toBe('12 רדח');
    expect(visualOrder('שָׁלוֹם')).toBe('םוֹלשָׁ');
    expect(visualOrder('(אב)')).toBe('(בא)');
  });
});
