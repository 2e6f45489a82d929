import { describe, expect, it } from 'vitest';
import {
  countOf,
  formatDate,
  formatDateTime,
  onDateTime,
  formatJoined,
  formatMoney,
  formatVisitDate,
  isDateText,
} from './format';

describe('format', () => {
  it('counts a noun, plural unless one', () => {
    expect(countOf(1, 'visit')).toBe('1 visit');
    expect(countOf(0, 'finding')).toBe('0 findings');
    expect(countOf(1500, 'round')).toBe('1,500 rounds');
  });
  it('writes US dollars', () => {
    expect(formatMoney(20.2)).toBe('$20.20');
    expect(formatMoney(1200)).toBe('$1,200.00');
  });
  it('writes dates MM/DD/YYYY: a calendar day as stored, a timestamp on the local calendar', () => {
    expect(formatDate('2026-03-05')).toBe('03/05/2026');
    expect(formatDate('2026-03-05T12:00:00')).toBe('03/05/2026');
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('')).toBe('');
  });
  it('writes a time with its day, or today', () => {
    const now = new Date('2026-03-05T15:00:00');
    expect(formatDateTime('2026-03-05T10:42:00', now)).toBe('today at 10:42 AM');
    expect(formatDateTime('2026-03-04T22:05:00', now)).toBe('03/04/2026 at 10:05 PM');
    // After a verb: 'on' a day, but never 'on today'.
    expect(onDateTime('2026-03-05T10:42:00', now)).toBe('today at 10:42 AM');
    expect(onDateTime('2026-03-04T22:05:00', now)).toBe('on 03/04/2026 at 10:05 PM');
  });
  it('writes visit dates long and the joined month', () => {
    expect(formatVisitDate('2026-03-05')).toBe('Thursday, March 5, 2026');
    expect(formatJoined('2026-03-05T12:00:00Z')).toBe('Joined March 2026');
    expect(formatJoined('not a date')).toBe('');
  });
  it('tells stored dates from other text', () => {
    expect(isDateText('2026-03-05')).toBe(true);
    expect(isDateText('2026-03-05T10:00:00.000Z')).toBe(true);
    expect(isDateText('Dr. Okafor')).toBe(false);
    expect(isDateText('2026')).toBe(false);
  });
});
