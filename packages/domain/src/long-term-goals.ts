import { z } from 'zod';
import { sectionVersions } from './migrations';
import { longTermGoalOptions, rehabPotentialOptions, treatmentModalityOptions } from './options';
import { choice, choices, FreeText, OptionalCount, ShortText } from './primitives';
import { addTargetDates } from './goals-v2';
import { TargetDates } from './plan-goals';

/** Long Term Goals (docs/product.md#records-and-sections), with the plan of care: modalities,
 * potential and frequency. */
export const LongTermGoals = z.strictObject({
  longTermGoals: choices(longTermGoalOptions).default([]),
  additionalGoals: FreeText.default(''),
  /** YYYY-MM-DD by goal key (./plan-goals.ts). */
  targetDates: TargetDates.default({}),
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
/** Versions of stored LongTermGoals content (./migrations.ts). A change of shape adds a step
 * here, with a test beside this file, and never edits an old one.
 * 2: goals have target dates (./goals-v2.ts). */
export const LongTermGoalsVersions = sectionVersions([addTargetDates]);
export type LongTermGoalsInput = z.input<typeof LongTermGoals>;
