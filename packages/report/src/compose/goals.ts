import {
  goalGradeLabels as gl,
  goalStatusOptions,
  longTermGoalsLabels as lt,
  noteContentLabels as nl,
  planGoals,
  readSectionLeniently,
  shortTermGoalsLabels as st,
  type GoalGrade,
  type LongTermGoals,
  type NoteContent,
  type PlanGoal,
  type RecordKind,
  type ShortTermGoals,
} from '@optolight/domain';
import type { Block } from '../model';
import { fields, frequencySentence, shortDate, text } from './values';

const none = { picked: [], typed: '', targetDates: {} };
export const shortGoalsOf = (g: ShortTermGoals): PlanGoal[] =>
  planGoals(
    { picked: g.shortTermGoals, typed: g.additionalGoals, targetDates: g.targetDates },
    none,
  );
export const longGoalsOf = (g: LongTermGoals): PlanGoal[] =>
  planGoals(none, {
    picked: g.longTermGoals,
    typed: g.additionalGoals,
    targetDates: g.targetDates,
  });

/** A plan's goals, one a row with its target date (docs/product.md#goals-and-their-progress). */
export function goalGrid(caption: string, goals: readonly PlanGoal[]): Block[] {
  if (!goals.length) return [];
  return [
    {
      type: 'grid',
      // The first column's header names the table, as on the eye tables.
      columns: [caption, gl.targetDate],
      widths: [0.75, 0.25],
      rows: goals.map((g) => [g.text, shortDate(g.targetDate) || 'Not set']),
    },
  ];
}

const termOrder = (g: GoalGrade) => (g.term === 'long' ? 1 : 0);

/** The plan's goals in plan order: short-term, then long-term, each as ticked then typed. */
function planOrder(plan: CertifiedPlan | undefined): string[] {
  if (!plan) return [];
  const short = readSectionLeniently('shortTermGoals', plan.shortTermGoals).value;
  const long = readSectionLeniently('longTermGoals', plan.longTermGoals).value;
  return [...shortGoalsOf(short), ...longGoalsOf(long)].map((g) => g.text);
}

/** Each goal as the note graded it, short-term first and in the plan's order (stored grades
 * need not keep theirs: PostgreSQL's jsonb sorts keys), the words of the status, and the comment
 * as written. A goal left ungraded says so rather than print a blank. */
function gradeGrid(caption: string, grades: readonly GoalGrade[], order: string[]): Block[] {
  if (!grades.length) return [];
  const rank = (g: GoalGrade) => {
    const i = order.indexOf(g.goal);
    return i === -1 ? order.length : i;
  };
  const sorted = [...grades].sort((a, b) => termOrder(a) - termOrder(b) || rank(a) - rank(b));
  return [
    {
      type: 'grid',
      columns: [caption, gl.targetDate, gl.status, gl.comment],
      widths: [0.42, 0.14, 0.14, 0.3],
      rows: sorted.map((g) => [
        `${g.term === 'long' ? 'Long-term' : 'Short-term'}: ${g.goal}`,
        shortDate(g.targetDate) || 'Not set',
        goalStatusOptions.find((s) => s === g.status) ?? 'Not graded',
        text(g.comment),
      ]),
    },
  ];
}

/** A note's main evaluation's goal sections: the order its goals print in, and, on an update
 * note, the plan it certifies (goals with target dates, then how often and how long). */
export interface CertifiedPlan {
  shortTermGoals?: unknown;
  longTermGoals?: unknown;
}

function certifiedPlanBlocks(plan: CertifiedPlan): Block[] {
  const short = readSectionLeniently('shortTermGoals', plan.shortTermGoals).value;
  const long = readSectionLeniently('longTermGoals', plan.longTermGoals).value;
  const frequency = frequencySentence(
    long.frequencyTreatmentWK,
    long.frequencyTreatmentWKS,
    long.frequencyTreatmenTotalVisit,
  );
  return [
    ...goalGrid(`Plan of care certified: ${st.shortTermGoals.toLowerCase()}`, shortGoalsOf(short)),
    ...goalGrid(`Plan of care certified: ${lt.longTermGoals.toLowerCase()}`, longGoalsOf(long)),
    {
      type: 'fields',
      caption: 'Plan of care certified: frequency and duration',
      fields: fields(
        ['Frequency and duration', frequency || 'Not set'],
        [lt.recomendedTreatment, text(long.recomendedTreatment)],
      ),
    },
  ];
}

/** A note's body: SOAP for progress and update notes, the discharge summary for a discharge
 * note, each with the goals graded (docs/product.md#note-structure). */
export function noteContentBlocks(
  n: NoteContent,
  kind: RecordKind,
  plan: CertifiedPlan | undefined,
): Block[] {
  const grades = Object.values(n.goalStatuses);
  const order = planOrder(plan);
  if (kind === 'dischargeNote') {
    return [
      { type: 'fields', fields: fields([nl.dischargeReason, text(n.dischargeReason)]) },
      ...gradeGrid('Goal outcomes', grades, order),
      { type: 'fields', fields: fields([nl.homeProgram, text(n.homeProgram)]) },
    ];
  }
  return [
    {
      type: 'fields',
      fields: fields(
        [nl.subjective, text(n.subjective)],
        [nl.objectiveFindings, text(n.objectiveFindings)],
        [nl.assessment, text(n.assessment)],
        [nl.plan, text(n.plan)],
      ),
    },
    ...gradeGrid(nl.goalStatuses, grades, order),
    ...(kind === 'updateNote' && plan ? certifiedPlanBlocks(plan) : []),
  ];
}
