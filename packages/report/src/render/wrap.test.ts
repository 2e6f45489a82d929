import { describe, expect, it } from 'vitest';
import { wrap } from './wrap';

describe('wrap', () => {
  const width = (s: string) => Array.from(s).length;

  it('breaks between words, and between Chinese or Thai words that have no spaces', () => {
    expect(wrap('one two three', 8, width)).toEqual(['one two', 'three']);
    expect(wrap('患者主诉近距离阅读时', 4, width).every((l) => width(l) <= 4)).toBe(true);
    expect(wrap('患者主诉近距离阅读时', 4, width).join('')).toBe('患者主诉近距离阅读时');
    expect(wrap('สวัสดีครับผมชื่อสมชาย', 8, width).join('')).toBe('สวัสดีครับผมชื่อสมชาย');
  });

  it('cuts a word longer than the line between characters', () => {
    expect(wrap('abcdefghij', 4, width)).toEqual(['abcd', 'efgh', 'ij']);
  });
});
