import { describe, expect, it } from 'vitest';
import { PracticeSettings } from './practice-settings';
import { VisitEntry } from './visit-entry';

const issues = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('VisitEntry', () => {
  it('takes a date, minutes and what was done', () => {
    expect(
      VisitEntry.parse({ date: '2026-01-08', minutes: 45, done: ' Vergence drills ' }),
    ).toEqual({ date: '2026-01-08', minutes: 45, done: 'Vergence drills' });
  });
  it('names each field it refuses', () => {
    expect(issues(VisitEntry.safeParse({ date: '', minutes: 0, done: '' }))).toEqual({
      date: 'Required',
      minutes: 'Must be at least 1 minute',
      done: 'Required',
    });
    expect(issues(VisitEntry.safeParse({ date: '2026-02-30', minutes: 1.5, done: 'x' }))).toEqual({
      date: 'Must be a valid date',
      minutes: 'Must be a whole number of 0 or more',
    });
  });
});

describe('PracticeSettings', () => {
  it('refuses zero, fractions and more than the limits, field by field', () => {
    expect(
      issues(
        PracticeSettings.safeParse({ progressNoteEveryVisits: 0, progressNoteEveryDays: 366 }),
      ),
    ).toEqual({
      progressNoteEveryVisits: 'Must be at least 1 visit',
      progressNoteEveryDays: 'Must be 365 days or less',
    });
  });
});
