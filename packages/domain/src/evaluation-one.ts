import { z } from 'zod';
import { autonomicNervousSystemOptions, locationofInjuryOptions, ponsOptions } from './options';
import { choice, FreeText } from './primitives';

/** Evaluation Part One (docs/product.md#records-and-sections): histories as free text and three
 * single-choice choosers. */
export const EvaluationOne = z.strictObject({
  locationofInjury: choice(locationofInjuryOptions).default(''),
  pons: choice(ponsOptions).default(''),
  autonomicNervousSystem: choice(autonomicNervousSystemOptions).default(''),
  presentMedicalHistory: FreeText.default(''),
  pastMedicalHistory: FreeText.default(''),
  familyPsychosocial: FreeText.default(''),
  workEducational: FreeText.default(''),
  previousStatus: FreeText.default(''),
});
export type EvaluationOne = z.output<typeof EvaluationOne>;
export type EvaluationOneInput = z.input<typeof EvaluationOne>;
