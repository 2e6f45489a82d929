import { OutcomeResult } from '@optolight/domain';
import { z } from 'zod';

/** A questionnaire result as the server answers with it: its record id, what was stored (the
 * answers and the score the server worked out from them) and when it was created. */
export const StoredOutcome = z.strictObject({
  id: z.uuid(),
  ...OutcomeResult.shape,
  score: z.number(),
  flagged: z.boolean(),
  interpretation: z.string(),
  createdAt: z.string(),
});
export type StoredOutcome = z.infer<typeof StoredOutcome>;

export const OutcomeSaved = StoredOutcome.pick({
  id: true,
  score: true,
  flagged: true,
  interpretation: true,
});
export type OutcomeSaved = z.infer<typeof OutcomeSaved>;

export const OutcomeList = z.array(StoredOutcome);
export type OutcomeList = z.infer<typeof OutcomeList>;
