import type { HomeProgram } from '../home/program';
import type { FieldLabels } from './field-keys';

/** The prescription form's words, for a programme's conflicts and history. */
export const homeProgramLabels = {
  exercises: 'Exercises',
  startLevel: 'Starting level',
  sessionsPerWeek: 'Sessions per week',
  startDate: 'From',
  endDate: 'Until',
  note: 'Note to the patient',
} as const satisfies FieldLabels<HomeProgram>;
