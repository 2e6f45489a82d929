import { goalKey, type NoteContentInput } from '@optolight/domain';
import { fullDischargeNote, fullMainEvaluation, fullProgressNote } from '@optolight/fixtures';
import { describe, expect, it } from 'vitest';
import { composeInput, stored } from '../../test/helpers';
import type { ReportModel } from '../model';
import { composeReport } from './compose';

const section = (m: ReportModel, id: string) => m.sections.find((s) => s.id === id);
const grids = (m: ReportModel, id: string) =>
  (section(m, id)?.blocks ?? []).flatMap((b) => (b.type === 'grid' ? [b] : []));
const fieldsOf = (m: ReportModel, id: string) =>
  (section(m, id)?.blocks ?? []).flatMap((b) => (b.type === 'fields' ? b.fields : []));

const note = (kind: 'progressNote' | 'updateNote' | 'dischargeNote', sections: object) =>
  composeReport(composeInput({ kind, record: stored(sections) }));

describe('goals in reports', () => {
  it('prints each goal of the plan with its target date, typed goals as well as ticked ones', () => {
    const m = composeReport(composeInput());
    const [short] = grids(m, 'shortTermGoals');
    expect(short?.columns).toEqual(['Short-term goals', 'Target date']);
    expect(short?.rows).toContainEqual([
      'Patient will improve near point of convergence to 10 cm or closer.',
      '11/30/2026',
    ]);
    expect(short?.rows).toContainEqual([
      fullMainEvaluation.shortTermGoals.additionalGoals,
      '12/14/2026',
    ]);
    const [long] = grids(m, 'longTermGoals');
    expect(long?.rows).toContainEqual(['Resume driving in daylight.', '12/31/2026']);
  });

  it('says a goal has no target date yet rather than leave it blank', () => {
    const m = composeReport(
      composeInput({ record: stored({ shortTermGoals: { additionalGoals: 'Read a menu' } }) }),
    );
    expect(grids(m, 'shortTermGoals')[0]?.rows).toEqual([['Read a menu', 'Not set']]);
  });

  it('a progress note prints its SOAP parts and each goal graded, short-term first', () => {
    const m = note('progressNote', fullProgressNote);
    expect(section(m, 'noteContent')?.heading).toBe('Subjective, Objective, Assessment and Plan');
    expect(fieldsOf(m, 'noteContent').map((f) => f.label)).toEqual([
      'Subjective: the patient’s report',
      'Objective findings',
      'Assessment',
      'Plan',
    ]);
    const [grades] = grids(m, 'noteContent');
    expect(grades?.columns).toEqual(['Goal progress', 'Target date', 'Status', 'Comment']);
    expect(grades?.rows[0]).toEqual([
      'Short-term: Patient will improve near point of convergence to 10 cm or closer.',
      '11/30/2026',
      'Met',
      'Near point of convergence 8 cm on 2026-11-16.',
    ]);
    expect(grades?.rows.at(-1)?.slice(0, 3)).toEqual([
      'Long-term: Resume driving in daylight.',
      '12/31/2026',
      'Modified',
    ]);
  });

  it('a goal left ungraded says so', () => {
    const content: NoteContentInput = {
      goalStatuses: { [goalKey('Read a menu')]: { goal: 'Read a menu', term: 'short' } },
    };
    const m = note('progressNote', { noteContent: content });
    expect(grids(m, 'noteContent')[0]?.rows).toEqual([
      ['Short-term: Read a menu', 'Not set', 'Not graded', ''],
    ]);
  });

  it('a discharge note prints the reason, the goal outcomes and the home program', () => {
    const m = note('dischargeNote', fullDischargeNote);
    expect(section(m, 'noteContent')?.heading).toBe('Discharge Summary');
    const blocks = section(m, 'noteContent')?.blocks ?? [];
    expect(blocks.map((b) => (b.type === 'fields' ? b.fields[0]?.label : b.type))).toEqual([
      'Reason for discharge',
      'grid',
      'Home program',
    ]);
    expect(grids(m, 'noteContent')[0]?.columns[0]).toBe('Goal outcomes');
    expect(fieldsOf(m, 'noteContent').map((f) => f.label)).not.toContain('Assessment');
  });

  it('an update note prints the plan it certifies: goals, frequency and duration', () => {
    const m = composeReport(
      composeInput({
        kind: 'updateNote',
        record: stored({ ...fullProgressNote, dischargePlan: { eval_type: 'Update Note' } }),
        plan: {
          shortTermGoals: fullMainEvaluation.shortTermGoals,
          longTermGoals: fullMainEvaluation.longTermGoals,
        },
      }),
    );
    const captions = grids(m, 'noteContent').map((g) => g.columns[0]);
    expect(captions).toEqual([
      'Goal progress',
      'Plan of care certified: short-term goals',
      'Plan of care certified: long-term goals',
    ]);
    expect(fieldsOf(m, 'noteContent')).toContainEqual({
      label: 'Frequency and duration',
      value: '2 visits a week for 8 weeks, 16 visits in total',
    });
    // A progress note never prints the plan, even when given one.
    const progress = composeReport(
      composeInput({ kind: 'progressNote', record: stored(fullProgressNote), plan: {} }),
    );
    expect(grids(progress, 'noteContent').map((g) => g.columns[0])).toEqual(['Goal progress']);
  });
});

describe('the order goals print in', () => {
  it('follows the plan, whatever order the grades were stored in', () => {
    const grades = Object.entries(fullProgressNote.noteContent.goalStatuses).reverse();
    const record = stored({
      ...fullProgressNote,
      noteContent: { ...fullProgressNote.noteContent, goalStatuses: Object.fromEntries(grades) },
    });
    const plan = {
      shortTermGoals: fullMainEvaluation.shortTermGoals,
      longTermGoals: fullMainEvaluation.longTermGoals,
    };
    const m = composeReport(composeInput({ kind: 'progressNote', record, plan }));
    expect(grids(m, 'noteContent')[0]?.rows.map((r) => r[0])).toEqual([
      `Short-term: ${fullMainEvaluation.shortTermGoals.shortTermGoals[0]}`,
      `Short-term: ${fullMainEvaluation.shortTermGoals.shortTermGoals[1]}`,
      `Short-term: ${fullMainEvaluation.shortTermGoals.shortTermGoals[2]}`,
      `Short-term: ${fullMainEvaluation.shortTermGoals.additionalGoals}`,
      `Long-term: ${fullMainEvaluation.longTermGoals.longTermGoals[0]}`,
      `Long-term: ${fullMainEvaluation.longTermGoals.additionalGoals}`,
    ]);
  });
});
