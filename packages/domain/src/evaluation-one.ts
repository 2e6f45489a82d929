import { z } from 'zod';
import { sectionVersions } from './migrations';
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
/** Versions of stored EvaluationOne content (./migrations.ts): version 1, no steps yet. A change of
 * shape adds a step here, with a test beside this file, and never edits an old one. */
export const EvaluationOneVersions = sectionVersions([]);
export type EvaluationOneInput = z.input<typeof EvaluationOne>;
