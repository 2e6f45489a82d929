import { z } from 'zod';
import { shortTermGoalOptions } from './options';
import { choices, FreeText } from './primitives';

/** Short Term Goals (docs/product.md#records-and-sections): goals picked from the 16 texts, plus
 * free-text goals. */
export const ShortTermGoals = z.strictObject({
  shortTermGoals: choices(shortTermGoalOptions).default([]),
  additionalGoals: FreeText.default(''),
});
export type ShortTermGoals = z.output<typeof ShortTermGoals>;
export type ShortTermGoalsInput = z.input<typeof ShortTermGoals>;
