import { describe, expect, it } from 'vitest';
import { mergeSection } from './merge';
import { gradedGoals, NoteContent, noteForPlan } from './note-content';
import { goalKey, type PlanGoal } from './plan-goals';
import { currentVersion } from './stored-versions';

const goal = (text: string, targetDate = ''): PlanGoal => ({
  key: goalKey(text),
  term: 'short',
  text,
  targetDate,
});
const reading = goal('Read for 20 minutes', '2026-03-01');
const driving = goal('Drive at night');

describe('NoteContent', () => {
  it('parses {} into the empty form, version 1', () => {
    expect(NoteContent.parse({})).toEqual({
      subjective: '',
      objectiveFindings: '',
      assessment: '',
      plan: '',
      dischargeReason: '',
      homeProgram: '',
      goalStatuses: {},
    });
    expect(currentVersion('noteContent')).toBe(1);
  });

  it('takes the five statuses and names the field of a wrong one', () => {
    const grade = (status: string) =>
      NoteContent.safeParse({ goalStatuses: { [reading.key]: { goal: reading.text, status } } });
    for (const s of ['Met', 'Progressing', 'Not met', 'Modified', 'Discontinued', ''])
      expect(grade(s).success, s).toBe(true);
    const wrong = grade('Almost');
    expect(wrong.error?.issues[0]?.path).toEqual(['goalStatuses', reading.key, 'status']);
  });

  it('refuses a key that is not a goal key and a target date that is not a date', () => {
    expect(NoteContent.safeParse({ goalStatuses: { 'a.b': {} } }).success).toBe(false);
    const r = NoteContent.safeParse({ goalStatuses: { [reading.key]: { targetDate: 'soon' } } });
    expect(r.error?.issues[0]?.path).toEqual(['goalStatuses', reading.key, 'targetDate']);
  });

  it('merges two devices grading two goals, and status and comment of one, field by field', () => {
    const base = NoteContent.parse({});
    const ours = NoteContent.parse({
      goalStatuses: { [reading.key]: { goal: reading.text, status: 'Met' } },
    });
    const theirs = NoteContent.parse({
      goalStatuses: { [driving.key]: { goal: driving.text, status: 'Progressing' } },
      assessment: 'Better tolerance to reading.',
    });
    const m = mergeSection(base, ours, theirs);
    expect(m.conflicts).toEqual([]);
    expect(NoteContent.parse(m.merged).goalStatuses[reading.key]?.status).toBe('Met');
    expect(NoteContent.parse(m.merged).goalStatuses[driving.key]?.status).toBe('Progressing');
    expect(NoteContent.parse(m.merged).assessment).toBe('Better tolerance to reading.');
  });
});

describe('gradedGoals', () => {
  it('shows every goal of the plan, a goal added since ungraded, and keeps a goal gone from it', () => {
    const note = NoteContent.parse({
      goalStatuses: {
        [reading.key]: { goal: reading.text, status: 'Met', comment: 'Reads 25 minutes' },
        [goalKey('Old goal')]: { goal: 'Old goal', status: 'Discontinued' },
      },
    });
    const rows = gradedGoals([reading, driving], note);
    expect(rows.map((r) => [r.text, r.grade.status, r.isInPlan])).toEqual([
      [reading.text, 'Met', true],
      [driving.text, '', true],
      ['Old goal', 'Discontinued', false],
    ]);
    expect(rows[1]?.grade.targetDate).toBe('');
  });
});

describe('noteForPlan', () => {
  it('opens a row for each goal of the plan with its words and date now, keeping grades', () => {
    const note = NoteContent.parse({
      goalStatuses: { [reading.key]: { goal: reading.text, targetDate: '', status: 'Met' } },
    });
    const opened = noteForPlan([reading, driving], note);
    expect(opened.goalStatuses).toEqual({
      [reading.key]: {
        goal: reading.text,
        term: 'short',
        targetDate: '2026-03-01',
        status: 'Met',
        comment: '',
      },
      [driving.key]: { goal: driving.text, term: 'short', targetDate: '', status: '', comment: '' },
    });
    expect(NoteContent.parse(opened)).toEqual(opened);
  });
});
