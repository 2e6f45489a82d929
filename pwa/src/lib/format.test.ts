import { describe, expect, it } from 'vitest';
import {
  countOf,
  formatDate,
  formatDateTime,
  onDateTime,
  formatJoined,
  formatMoney,
  formatShortDate,
  formatCount,
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
  it('writes the forms Intl would, without setting Intl up', () => {
    const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const amount of [
      0, 0.5, 1.005, 8.997, 20.2, 29.99, 999.995, 1200, 1234567.891, -5, -0.001, 1e-7,
    ])
      expect(formatMoney(amount)).toBe(money.format(amount));
    const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const n of [0, 7, 999, 1000, 1500, 61250, 1234567, -1500])
      expect(formatCount(n)).toBe(whole.format(n));
    const day = new Intl.DateTimeFormat('en-US', {
      month: '2-digit',
      day: '2-digit',
      year: 'numeric',
    });
    const joined = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
    const short = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 0; month < 12; month++) {
      const at = new Date(2026, month, month + 9, 10, 30);
      expect(formatDate(at.toISOString())).toBe(day.format(at));
      expect(formatJoined(at.toISOString())).toBe(`Joined ${joined.format(at)}`);
      const iso = `2026-${String(month + 1).padStart(2, '0')}-0${String((month % 9) + 1)}`;
      expect(formatShortDate(iso)).toBe(short.format(new Date(`${iso}T12:00:00Z`)));
    }
    expect(formatShortDate('2026-11-27T08:00:00Z')).toBe('Nov 27, 2026');
    expect(formatShortDate('')).toBe('');
  });
});
