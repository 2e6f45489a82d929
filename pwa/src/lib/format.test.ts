import { describe, expect, it } from 'vitest';
import { formatJoined, formatLongDate, formatMoney } from './format';

describe('format', () => {
  it('writes US dollars', () => {
    expect(formatMoney(20.2)).toBe('$20.20');
    expect(formatMoney(1200)).toBe('$1,200.00');
  });
  it('writes long US dates and the joined month', () => {
    expect(formatLongDate('2026-03-05T12:00:00Z')).toBe('March 5, 2026');
    expect(formatJoined('2026-03-05T12:00:00Z')).toBe('Joined March 2026');
    expect(formatJoined('not a date')).toBe('');
  });
});
