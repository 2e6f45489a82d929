import { describe, expect, it } from 'vitest';
import {
  addDays,
  authorizedVisits,
  byUrgency,
  planOfCare,
  progressNoteDue,
  recertificationDue,
  urgencyOf,
  type CountedVisit,
  type VisitKind,
} from './plan-of-care';
import { defaultPracticeSettings } from './practice-settings';

const noGoals = {
  frequencyTreatmentWK: null,
  frequencyTreatmentWKS: null,
  frequencyTreatmenTotalVisit: null,
};

/** An evaluation on 2026-01-01, then `n` more visits one day apart, of `kind`. */
function visits(n: number, kind: VisitKind = 'visitEntry'): CountedVisit[] {
  return [
    { id: 'eval', kind: 'mainEvaluation', date: '2026-01-01' },
    ...Array.from({ length: n }, (_, i) => ({
      id: `v${String(i + 2)}`,
      kind,
      date: addDays('2026-01-01', i + 1),
    })),
  ];
}
const settings = defaultPracticeSettings;

describe('authorizedVisits', () => {
  it('takes the total when given, else visits a week times weeks', () => {
    expect(authorizedVisits({ ...noGoals, frequencyTreatmenTotalVisit: 24 })).toBe(24);
    expect(
      authorizedVisits({ ...noGoals, frequencyTreatmentWK: 2, frequencyTreatmentWKS: 12 }),
    ).toBe(24);
    expect(
      authorizedVisits({
        frequencyTreatmentWK: 2,
        frequencyTreatmentWKS: 12,
        frequencyTreatmenTotalVisit: 20,
      }),
    ).toBe(20);
  });
  it('is unknown when the plan names neither, or only half of the frequency', () => {
    expect(authorizedVisits(noGoals)).toBeNull();
    expect(authorizedVisits({ ...noGoals, frequencyTreatmentWK: 2 })).toBeNull();
    expect(authorizedVisits({ ...noGoals, frequencyTreatmenTotalVisit: 0 })).toBeNull();
  });
});

describe('progress note by visits (every 10th, the evaluation being visit 1)', () => {
  const today = '2026-01-05';
  it('is upcoming at 8 visits, due when the next visit is the 10th, overdue once it passed', () => {
    expect(progressNoteDue(visits(7), settings, today)).toMatchObject({
      atVisit: 10,
      status: 'upcoming',
    });
    expect(progressNoteDue(visits(8), settings, today)).toMatchObject({
      atVisit: 10,
      status: 'due',
      reason: 'visit',
    });
    expect(progressNoteDue(visits(9), settings, today)).toMatchObject({
      atVisit: 10,
      status: 'overdue',
      reason: 'visit',
    });
  });
  it('starts counting again after a progress note: the next falls on visit 20', () => {
    const list = [
      ...visits(8),
      { id: 'pn', kind: 'progressNote' as const, date: '2026-01-10' },
      ...Array.from({ length: 8 }, (_, i) => ({
        id: `w${String(i)}`,
        kind: 'visitEntry' as const,
        date: '2026-01-11',
      })),
    ];
    expect(list).toHaveLength(18);
    expect(progressNoteDue(list, settings, '2026-01-11')).toMatchObject({
      atVisit: 20,
      byDate: '2026-02-09',
      status: 'upcoming',
    });
    expect(progressNoteDue(list.concat(list[17] ?? []), settings, '2026-01-11')).toMatchObject({
      status: 'due',
    });
  });
  it('does not count an update note as a progress note', () => {
    const list = [...visits(8), { id: 'u', kind: 'updateNote' as const, date: '2026-01-10' }];
    expect(progressNoteDue(list, settings, today)).toMatchObject({
      atVisit: 10,
      status: 'overdue',
    });
  });
  it('follows the practice setting', () => {
    const every5 = { progressNoteEveryVisits: 5, progressNoteEveryDays: 30 };
    expect(progressNoteDue(visits(3), every5, today)).toMatchObject({
      atVisit: 5,
      status: 'due',
    });
  });
});

describe('progress note by date (30 days after the evaluation or last progress note)', () => {
  const one = visits(0);
  it('is due 7 days ahead and overdue the day after the date', () => {
    expect(progressNoteDue(one, settings, '2026-01-23')).toMatchObject({
      byDate: '2026-01-31',
      status: 'upcoming',
    });
    expect(progressNoteDue(one, settings, '2026-01-24')).toMatchObject({
      status: 'due',
      reason: 'date',
    });
    expect(progressNoteDue(one, settings, '2026-01-31')).toMatchObject({ status: 'due' });
    expect(progressNoteDue(one, settings, '2026-02-01')).toMatchObject({
      status: 'overdue',
      reason: 'date',
    });
  });
  it('takes whichever limit comes first', () => {
    // Overdue by date while the visit limit is still far.
    expect(progressNoteDue(visits(2), settings, '2026-03-01')).toMatchObject({
      status: 'overdue',
      reason: 'date',
    });
    // Overdue by visits while the date is still far.
    expect(progressNoteDue(visits(12), settings, '2026-01-14')).toMatchObject({
      status: 'overdue',
      reason: 'visit',
    });
  });
  it('has nothing to count from before the evaluation has a date', () => {
    expect(
      progressNoteDue([{ id: 'e', kind: 'mainEvaluation', date: '' }], settings, '2026-01-01'),
    ).toBeNull();
  });
});

describe('recertification (due 7 days before the period ends, overdue after)', () => {
  it('moves from upcoming to due to overdue around the end date', () => {
    expect(recertificationDue('2026-03-31', '2026-03-23')).toEqual({
      endsOn: '2026-03-31',
      daysLeft: 8,
      status: 'upcoming',
    });
    expect(recertificationDue('2026-03-31', '2026-03-24')).toMatchObject({
      daysLeft: 7,
      status: 'due',
    });
    expect(recertificationDue('2026-03-31', '2026-03-31')).toMatchObject({
      daysLeft: 0,
      status: 'due',
    });
    expect(recertificationDue('2026-03-31', '2026-04-01')).toMatchObject({
      daysLeft: -1,
      status: 'overdue',
    });
  });
  it('says nothing while the period has no end', () => {
    expect(recertificationDue('', '2026-03-31')).toBeNull();
  });
});

describe('planOfCare', () => {
  const certification = { from: '2026-01-01', to: '2026-03-31' };
  it('counts the evaluation, notes and visit entries as visits used', () => {
    const plan = planOfCare({
      goals: { ...noGoals, frequencyTreatmentWK: 2, frequencyTreatmentWKS: 12 },
      certification,
      visits: [...visits(3), { id: 'n', kind: 'updateNote', date: '2026-01-06' }],
      today: '2026-01-06',
    });
    expect(plan).toMatchObject({ used: 5, authorized: 24, isDischarged: false });
    expect(plan.progressNote?.atVisit).toBe(10);
    expect(plan.recertification?.status).toBe('upcoming');
  });
  it('flags nothing once the patient is discharged', () => {
    const plan = planOfCare({
      goals: noGoals,
      certification,
      visits: [...visits(12), { id: 'd', kind: 'dischargeNote', date: '2026-01-20' }],
      today: '2026-05-01',
    });
    expect(plan).toMatchObject({ isDischarged: true, progressNote: null, recertification: null });
  });
});

describe('urgencyOf', () => {
  const today = '2026-03-28';
  const base = {
    goals: noGoals,
    visits: visits(0).map((v) => ({ ...v, date: '2026-03-20' })),
    today,
  };
  it('is null while nothing is due', () => {
    const plan = planOfCare({ ...base, certification: { from: '', to: '2026-06-30' } });
    expect(urgencyOf(plan, today)).toBeNull();
  });
  it('puts an overdue recertification before a progress note only due', () => {
    const overdue = planOfCare({ ...base, certification: { from: '', to: '2026-03-27' } });
    const due = planOfCare({
      ...base,
      visits: visits(0).map((v) => ({ ...v, date: '2026-03-01' })),
      certification: { from: '', to: '' },
    });
    const urgencies = [urgencyOf(due, today), urgencyOf(overdue, today)];
    expect(urgencies).toEqual([
      { status: 'due', date: '2026-03-31' },
      { status: 'overdue', date: '2026-03-27' },
    ]);
    expect(urgencies.flatMap((u) => (u ? [u] : [])).sort(byUrgency)[0]).toEqual({
      status: 'overdue',
      date: '2026-03-27',
    });
  });
  it('orders flags of one status by date, the earliest first', () => {
    expect(
      [
        { status: 'due' as const, date: '2026-04-02' },
        { status: 'due' as const, date: '2026-03-30' },
      ].sort(byUrgency)[0]?.date,
    ).toBe('2026-03-30');
  });
});
