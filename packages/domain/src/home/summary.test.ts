import { describe, expect, it } from 'vitest';
import { noSymptoms } from '../trainer/symptoms';
import type { RoundOverview } from './adherence';
import { homeProgramSummary, type HomeSummaryInput } from './summary';

const version = {
  version: 2,
  prescribedAt: '2026-03-01T09:00:00.000Z',
  program: {
    exercises: [
      { exercise: 'saccades' as const, unit: 'minutes' as const, amount: 5 },
      { exercise: 'pursuit' as const, unit: 'rounds' as const, amount: 1 },
    ],
    startLevel: 2,
    sessionsPerWeek: 3,
    startDate: '2026-03-02',
    endDate: '2026-04-26',
    note: '',
  },
};

let n = 0;
function round(
  day: string,
  exercise: RoundOverview['exercise'],
  finalLevel: number,
  after = noSymptoms,
): RoundOverview {
  n += 1;
  return {
    id: `r${String(n)}`,
    exercise,
    startedAt: `${day}T17:30:00.000Z`,
    durationMs: 45_000,
    score: 10,
    accuracy: 0.8,
    finalLevel,
    symptomsBefore: noSymptoms,
    symptomsAfter: after,
  };
}

const period = { from: '2026-03-02', to: '2026-03-15' };
const input = (over: Partial<HomeSummaryInput>): HomeSummaryInput => ({
  period,
  versions: [version],
  isLinked: true,
  rounds: [],
  ...over,
});

describe('homeProgramSummary', () => {
  it('says the programme, sessions against prescribed, level changes and a stop for symptoms', () => {
    const rounds = [
      round('2026-03-09', 'saccades', 5),
      round('2026-03-02', 'saccades', 2),
      round('2026-03-04', 'pursuit', 3, { ...noSymptoms, headache: 'strong' }),
      round('2026-03-04', 'saccades', 3),
      round('2026-03-11', 'pursuit', 3),
    ];
    expect(homeProgramSummary(input({ rounds }))).toBe(
      'Home programme, 03/02/2026 to 03/15/2026. ' +
        'Programme (version 2, 03/02/2026 to 04/26/2026): Saccades 5 minutes and Smooth pursuit 1 round a session, 3 sessions a week. ' +
        'Sessions done: 4 of 6 prescribed (67%) over 2 programme weeks. ' +
        'Level from first to last round: Saccades level 2 to 5 (3 rounds) and Smooth pursuit stayed at level 3 (2 rounds). ' +
        'Told to stop for the day for symptoms after 1 round: 03/04/2026 (strong headache).',
    );
  });

  it('says so when the linked patient played no round in the period', () => {
    expect(homeProgramSummary(input({}))).toBe(
      'Home programme, 03/02/2026 to 03/15/2026. ' +
        'Programme (version 2, 03/02/2026 to 04/26/2026): Saccades 5 minutes and Smooth pursuit 1 round a session, 3 sessions a week. ' +
        'No rounds were played at home in this period. ' +
        'Sessions done: 0 of 6 prescribed (0%) over 2 programme weeks.',
    );
  });

  it('says no account is linked when none is and no round was shared', () => {
    expect(homeProgramSummary(input({ isLinked: false, versions: [] }))).toBe(
      'Home programme, 03/02/2026 to 03/15/2026. ' +
        'No home programme was prescribed by the end of the period. ' +
        'No patient account is linked, so no home rounds were shared in this period.',
    );
  });

  it('leaves out rounds before and after the period, and a version prescribed after it', () => {
    const later = { ...version, version: 3, prescribedAt: '2026-03-20T09:00:00.000Z' };
    const rounds = [
      round('2026-03-01', 'saccades', 9, { ...noSymptoms, doubleVision: 'mild' }),
      round('2026-03-10', 'saccades', 4),
      round('2026-03-16', 'saccades', 8, { ...noSymptoms, doubleVision: 'mild' }),
    ];
    const text = homeProgramSummary(input({ rounds, versions: [later, version] }));
    expect(text).toContain('Programme (version 2,');
    expect(text).toContain('Sessions done: 1 of 6 prescribed (17%)');
    expect(text).toContain('Saccades stayed at level 4 (1 round)');
    expect(text).toContain('No round was stopped for symptoms.');
  });

  it('lists every round stopped for symptoms with its date and reasons', () => {
    const rounds = [
      round('2026-03-03', 'saccades', 2, { ...noSymptoms, doubleVision: 'mild' }),
      round('2026-03-05', 'saccades', 2),
      round('2026-03-12', 'pursuit', 1, { ...noSymptoms, dizziness: 'strong' }),
    ];
    const text = homeProgramSummary(
      input({ rounds, isLinked: false, period: { from: '', to: '2026-03-15' } }),
    );
    expect(text).toMatch(/^Home programme, up to 03\/15\/2026\./);
    expect(text).toContain(
      'Told to stop for the day for symptoms after 2 rounds: 03/03/2026 (new double vision) and 03/12/2026 (strong dizziness).',
    );
    expect(text).toMatch(/The patient account is no longer linked\.$/);
  });
});
