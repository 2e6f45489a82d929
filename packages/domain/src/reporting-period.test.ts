import { describe, expect, it } from 'vitest';
import type { CountedVisit } from './plan-of-care';
import { reportingPeriod } from './reporting-period';

const visits: CountedVisit[] = [
  { id: 'pn1', kind: 'progressNote', date: '2026-02-01' },
  { id: 'eval', kind: 'mainEvaluation', date: '2026-01-01T15:00:00.000Z' },
  { id: 'v', kind: 'visitEntry', date: '2026-01-08' },
  { id: 'un', kind: 'updateNote', date: '2026-01-20' },
  { id: 'pn2', kind: 'progressNote', date: '2026-03-01' },
];

describe('reportingPeriod', () => {
  it('runs from the evaluation to a first note, numbering visits by date', () => {
    expect(reportingPeriod(visits, 'un')).toEqual({
      visit: 3,
      from: '2026-01-01',
      to: '2026-01-20',
    });
    expect(reportingPeriod(visits, 'pn1')).toEqual({
      visit: 4,
      from: '2026-01-01',
      to: '2026-02-01',
    });
  });
  it('runs from the progress note before, not from an update note', () => {
    expect(reportingPeriod(visits, 'pn2')).toEqual({
      visit: 5,
      from: '2026-02-01',
      to: '2026-03-01',
    });
  });
  it('knows nothing of an id that is not in the plan', () => {
    expect(reportingPeriod(visits, 'other')).toBeUndefined();
  });
});
