import { describe, expect, it } from 'vitest';
import { devanagariOrder } from './devanagari';

describe('devanagariOrder', () => {
  it('draws the short i sign before its consonant', () => {
    expect(devanagariOrder('किताब')).toBe('\u093fकताब');
    expect(devanagariOrder('दुनिया')).toBe('दु\u093fनया');
  });

  it('draws it before a whole cluster, and leaves other text as typed', () => {
    expect(devanagariOrder('स्थिति')).toBe('\u093fस्थ\u093fत');
    expect(devanagariOrder('नमस्ते')).toBe('नमस्ते');
    expect(devanagariOrder('\u093f')).toBe('\u093f');
  });
});
