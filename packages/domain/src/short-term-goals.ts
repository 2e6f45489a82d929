import { z } from 'zod';
import { sectionVersions } from './migrations';
import { shortTermGoalOptions } from './options';
import { choices, FreeText } from './primitives';

/** Short Term Goals (docs/product.md#records-and-sections): goals picked from the 16 texts, plus
 * free-text goals. */
export const ShortTermGoals = z.strictObject({
  shortTermGoals: choices(shortTermGoalOptions).default([]),
  additionalGoals: FreeText.default(''),
});
export type ShortTermGoals = z.output<typeof ShortTermGoals>;
/** Versions of stored ShortTermGoals content (./migrations.ts): version 1, no steps yet. A change of
 * shape adds a step here, with a test beside this file, and never edits an old one. */
export const ShortTermGoalsVersions = sectionVersions([]);
export type ShortTermGoalsInput = z.input<typeof ShortTermGoals>;
