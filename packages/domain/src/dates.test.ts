import { describe, expect, it } from 'vitest';
import { ageOn, formatDateOfBirth, formatVisitDate } from './dates';

describe('formatDateOfBirth', () => {
  it('shows MM/DD/YYYY', () => {
    expect(formatDateOfBirth('2010-03-05')).toBe('03/05/2010');
  });

  it("shows '' for empty or invalid dates", () => {
    expect(formatDateOfBirth('')).toBe('');
    expect(formatDateOfBirth('2010-02-30')).toBe('');
    expect(formatDateOfBirth('03/05/2010')).toBe('');
  });
});

describe('formatVisitDate', () => {
  it('shows a calendar date in US long form, whatever the time zone', () => {
    expect(formatVisitDate('2026-03-05')).toBe('Thursday, March 5, 2026');
    expect(formatVisitDate('2026-03-02')).toBe('Monday, March 2, 2026');
  });

  it('shows a timestamp in the given time zone', () => {
    expect(formatVisitDate('2026-03-06T02:00:00Z', 'America/New_York')).toBe(
      'Thursday, March 5, 2026',
    );
    expect(formatVisitDate('2026-03-06T02:00:00Z', 'UTC')).toBe('Friday, March 6, 2026');
  });

  it("shows '' for empty or unreadable values", () => {
    expect(formatVisitDate('')).toBe('');
    expect(formatVisitDate('soon')).toBe('');
    expect(formatVisitDate('2026-02-30')).toBe('');
  });
});

describe('ageOn', () => {
  it('counts whole years', () => {
    expect(ageOn('2010-03-05', new Date(2026, 2, 4))).toBe(15);
    expect(ageOn('2010-03-05', new Date(2026, 2, 5))).toBe(16);
    expect(ageOn('', new Date(2026, 2, 5))).toBeNull();
  });
});
