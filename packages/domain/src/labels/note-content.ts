import type { NoteContent } from '../note-content';
import type { FieldLabels } from './field-keys';

export const noteContentLabels = {
  subjective: 'Subjective: the patient’s report',
  objectiveFindings: 'Objective findings',
  assessment: 'Assessment',
  plan: 'Plan',
  dischargeReason: 'Reason for discharge',
  homeProgram: 'Home program',
  goalStatuses: 'Goal progress',
} as const satisfies FieldLabels<NoteContent>;

/** The words of a goal's grade, for forms, history and reports. */
export const goalGradeLabels = {
  goal: 'Goal',
  term: 'Term',
  targetDate: 'Target date',
  status: 'Status',
  comment: 'Comment',
} as const;
