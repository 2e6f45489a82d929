import { describe, expect, it } from 'vitest';
import { noSymptoms } from '../trainer/symptoms';
import { roundsForReview, symptomFlags, weeklyAdherence } from './adherence';

const program = { startDate: '2026-03-02', endDate: '2026-03-22', sessionsPerWeek: 3 };
const at = (day: string, hour = 10) => ({
  startedAt: `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`,
});

describe('weeklyAdherence', () => {
  it('counts days trained per programme week, two rounds on one day as one session', () => {
    const rounds = [at('2026-03-02'), at('2026-03-02', 18), at('2026-03-04'), at('2026-03-10')];
    expect(weeklyAdherence(program, rounds, '2026-03-12')).toEqual([
      { weekStart: '2026-03-02', done: 2, prescribed: 3 },
      { weekStart: '2026-03-09', done: 1, prescribed: 3 },
    ]);
  });

  it('stops at the end date and ignores rounds outside the programme', () => {
    const rounds = [at('2026-03-01'), at('2026-03-22'), at('2026-03-23')];
    const weeks = weeklyAdherence(program, rounds, '2026-04-30');
    expect(weeks.map((w) => w.done)).toEqual([0, 0, 1]);
  });

  it('has no weeks before the programme starts', () => {
    expect(weeklyAdherence(program, [], '2026-03-01')).toEqual([]);
  });
});

describe('symptomFlags', () => {
  const round = (before = noSymptoms, after = noSymptoms) => ({
    symptomsBefore: before,
    symptomsAfter: after,
  });

  it('flags new double vision and a strong headache', () => {
    expect(symptomFlags(round(noSymptoms, { ...noSymptoms, doubleVision: 'mild' }))).toEqual([
      'New double vision',
    ]);
    expect(symptomFlags(round(noSymptoms, { ...noSymptoms, headache: 'strong' }))).toEqual([
      'Strong headache',
    ]);
  });

  it('does not flag a mild headache that got no worse', () => {
    const mild = { ...noSymptoms, headache: 'mild' as const };
    expect(symptomFlags(round(mild, mild))).toEqual([]);
  });

  it('puts flagged rounds first, then the newest', () => {
    const flagged = {
      id: 'a',
      ...at('2026-03-02'),
      ...round(noSymptoms, { ...noSymptoms, headache: 'strong' }),
    };
    const older = { id: 'b', ...at('2026-03-03'), ...round() };
    const newer = { id: 'c', ...at('2026-03-04'), ...round() };
    const base = {
      exercise: 'saccades' as const,
      durationMs: 1,
      score: 1,
      accuracy: 1,
      finalLevel: 1,
    };
    const sorted = roundsForReview([older, flagged, newer].map((r) => ({ ...base, ...r })));
    expect(sorted.map((r) => r.id)).toEqual(['a', 'c', 'b']);
  });
});
