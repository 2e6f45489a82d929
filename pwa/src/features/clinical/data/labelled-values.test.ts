import { describe, expect, it } from 'vitest';
import { labelledValues } from './labelled-values';

describe('labelledValues (the history dialog)', () => {
  it('shows stored dates MM/DD/YYYY and options by their display label', () => {
    const rows = labelledValues('appointment', {
      onSetDate: '2026-03-05',
      createdAt: '2026-03-06T15:00:00.000Z',
      initialEvaluation: 'yes',
      physiciansName: 'Dr. Okafor',
    });
    const shown = Object.fromEntries(rows.map((r) => [r.path, r.value]));
    expect(shown.onSetDate).toBe('03/05/2026');
    expect(shown.createdAt).toMatch(/^03\/0[67]\/2026$/);
    expect(shown.initialEvaluation).toBe('Yes');
    expect(shown.physiciansName).toBe('Dr. Okafor');
  });
});
