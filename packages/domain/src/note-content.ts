import { z } from 'zod';
import { sectionVersions } from './migrations';
import { goalStatusOptions, goalTermOptions } from './options';
import { GoalKey, type PlanGoal } from './plan-goals';
import { choice, DateString, FreeText } from './primitives';

/** A goal as the note graded it: the goal's words and target date as the plan had them then,
 * so the note still says what was graded after the plan changes. */
export const GoalGrade = z.strictObject({
  goal: z.string().trim().max(1000, 'Must be 1000 characters or less').default(''),
  term: choice(goalTermOptions).default(''),
  targetDate: DateString.default(''),
  status: choice(goalStatusOptions).default(''),
  comment: FreeText.default(''),
});
export type GoalGrade = z.output<typeof GoalGrade>;

/**
 * The body of a progress, update or discharge note (docs/product.md#note-structure): the SOAP
 * parts of a progress or update note, the parts of a discharge summary, and the grade of each
 * goal of the plan. Grades are a record by goal key, so two devices grading two goals, or the
 * status and the comment of one, merge field by field.
 */
export const NoteContent = z.strictObject({
  subjective: FreeText.default(''),
  objectiveFindings: FreeText.default(''),
  assessment: FreeText.default(''),
  plan: FreeText.default(''),
  dischargeReason: FreeText.default(''),
  homeProgram: FreeText.default(''),
  goalStatuses: z
    .record(GoalKey, GoalGrade)
    .refine((r) => Object.keys(r).length <= 60, 'At most 60 goals')
    .default({}),
});
export type NoteContent = z.output<typeof NoteContent>;
export type NoteContentInput = z.input<typeof NoteContent>;
/** Versions of stored NoteContent content (./migrations.ts): version 1, no steps yet. A change of
 * shape adds a step here, with a test beside this file, and never edits an old one. */
export const NoteContentVersions = sectionVersions([]);

/** One row of a note's goal grading: a goal of the plan now, or one the note graded that has
 * since left the plan (kept, so a grade is never hidden). */
export interface GradedGoal extends PlanGoal {
  grade: GoalGrade;
  isInPlan: boolean;
}

/** The plan's goals in plan order with the note's grades, then goals the note graded that the
 * plan no longer has. A goal added to the plan since shows ungraded. */
export function gradedGoals(plan: readonly PlanGoal[], note: NoteContent): GradedGoal[] {
  const inPlan = plan.map((g) => {
    const stored = note.goalStatuses[g.key];
    const grade: GoalGrade = stored ?? {
      goal: g.text,
      term: g.term,
      targetDate: g.targetDate,
      status: '',
      comment: '',
    };
    return { ...g, grade, isInPlan: true };
  });
  const keys = new Set(plan.map((g) => g.key));
  const gone = Object.entries(note.goalStatuses)
    .filter(([key]) => !keys.has(key))
    .map(([key, grade]) => ({
      key,
      term: grade.term === 'long' ? ('long' as const) : ('short' as const),
      text: grade.goal,
      targetDate: grade.targetDate,
      grade,
      isInPlan: false,
    }));
  return [...inPlan, ...gone];
}

/** A note's content opened for grading: every goal of the plan has its row, with the goal's
 * words and target date as the plan has them now and the grade as the note stored it. Goals
 * the note graded that have left the plan keep their row as stored. */
export function noteForPlan(plan: readonly PlanGoal[], note: NoteContent): NoteContent {
  const rows = gradedGoals(plan, note).map((g): [string, GoalGrade] => [
    g.key,
    g.isInPlan ? { ...g.grade, goal: g.text, term: g.term, targetDate: g.targetDate } : g.grade,
  ]);
  return { ...note, goalStatuses: Object.fromEntries(rows) };
}
