import { z } from 'zod';
import { sectionVersions } from './migrations';
import { shortTermGoalOptions } from './options';
import { choices, FreeText } from './primitives';
import { addTargetDates } from './goals-v2';
import { TargetDates } from './plan-goals';

/** Short Term Goals (docs/product.md#records-and-sections): goals picked from the 16 texts, plus
 * free-text goals
 * (one a line), each with its target date. */
export const ShortTermGoals = z.strictObject({
  shortTermGoals: choices(shortTermGoalOptions).default([]),
  additionalGoals: FreeText.default(''),
  /** YYYY-MM-DD by goal key (./plan-goals.ts). */
  targetDates: TargetDates.default({}),
});
export type ShortTermGoals = z.output<typeof ShortTermGoals>;
/** Versions of stored ShortTermGoals content (./migrations.ts). A change of shape adds a step
 * here, with a test beside this file, and never edits an old one.
 * 2: goals have target dates (./goals-v2.ts). */
export const ShortTermGoalsVersions = sectionVersions([addTargetDates]);
export type ShortTermGoalsInput = z.input<typeof ShortTermGoals>;
