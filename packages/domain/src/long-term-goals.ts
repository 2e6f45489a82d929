import { z } from 'zod';
import { sectionVersions } from './migrations';
import { longTermGoalOptions, rehabPotentialOptions, treatmentModalityOptions } from './options';
import { choice, choices, FreeText, OptionalCount, ShortText } from './primitives';

/** Long Term Goals (docs/product.md#records-and-sections), with the plan of care: modalities,
 * potential and frequency. */
export const LongTermGoals = z.strictObject({
  longTermGoals: choices(longTermGoalOptions).default([]),
  additionalGoals: FreeText.default(''),
  recomendedTreatment: FreeText.default(''),
  treatmentModalities: choices(treatmentModalityOptions).default([]),
  rehabPotential: choice(rehabPotentialOptions).default(''),
  otherModalities1: ShortText.default(''),
  otherModalities2: ShortText.default(''),
  otherModalities3: ShortText.default(''),
  agrement: FreeText.default(''),
  /** Visits per week. */
  frequencyTreatmentWK: OptionalCount.default(null),
  /** Number of weeks. */
  frequencyTreatmentWKS: OptionalCount.default(null),
  /** Total visits. */
  frequencyTreatmenTotalVisit: OptionalCount.default(null),
});
export type LongTermGoals = z.output<typeof LongTermGoals>;
/** Versions of stored LongTermGoals content (./migrations.ts): version 1, no steps yet. A change of
 * shape adds a step here, with a test beside this file, and never edits an old one. */
export const LongTermGoalsVersions = sectionVersions([]);
export type LongTermGoalsInput = z.input<typeof LongTermGoals>;
