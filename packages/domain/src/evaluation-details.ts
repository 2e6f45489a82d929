import { z } from 'zod';
import { Id } from './primitives';
import { EvaluationType } from './sections';

/** The client's current selection (`evaluationDetails`, docs/product.md#what-the-app-remembers):
 * which evaluation and which note of each kind the forms edit. Every id is unset until something
 * is selected or first saved. */
export const EvaluationDetails = z.strictObject({
  evaluationId: Id.optional(),
  evaluationType: EvaluationType.default('mainEvaluation'),
  progressNoteId: Id.optional(),
  updateNoteId: Id.optional(),
  dischargeNoteId: Id.optional(),
  patientAutoGenId: Id.optional(),
  currentEvaluationId: Id.optional(),
  currentProgressNoteId: Id.optional(),
  currentUpdateNoteId: Id.optional(),
  currentDischargeNoteId: Id.optional(),
});
export type EvaluationDetails = z.output<typeof EvaluationDetails>;
export type EvaluationDetailsInput = z.input<typeof EvaluationDetails>;
