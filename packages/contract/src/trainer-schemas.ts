import { z } from 'zod';
import { TrainerRound } from '@optolight/domain';

/** Rounds in one upload; the device sends its queue in batches of at most this many. */
export const MAX_ROUNDS_PER_PUSH = 200;

/**
 * Each round is checked against the shared `TrainerRound` schema one by one on the server, so
 * one bad round is answered as rejected while the rest of the batch is stored.
 */
export const PushTrainerRoundsRequest = z.strictObject({
  rounds: z
    .array(z.looseObject({ id: z.string().min(1).max(64) }))
    .min(1)
    .max(MAX_ROUNDS_PER_PUSH),
});

export const TrainerRoundResult = z.object({
  id: z.string(),
  /** stored: new; duplicate: already stored for this account (a replay); rejected: invalid;
   * refused: the id belongs to another account. */
  status: z.enum(['stored', 'duplicate', 'rejected', 'refused']),
  message: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type TrainerRoundResult = z.infer<typeof TrainerRoundResult>;

export const PushTrainerRoundsResponse = z.object({
  results: z.array(TrainerRoundResult),
  /** The account's rounds on the server, counted there. */
  total: z.number().int(),
});

export const ListTrainerRoundsQuery = z.strictObject({
  /** The `cursor` of the previous page: the server's own sequence, never a device clock. */
  since: z.coerce.number().int().nonnegative().default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});

export const ListTrainerRoundsResponse = z.object({
  rounds: z.array(TrainerRound),
  cursor: z.number().int(),
  hasMore: z.boolean(),
  total: z.number().int(),
});
export type ListTrainerRoundsResponse = z.infer<typeof ListTrainerRoundsResponse>;
