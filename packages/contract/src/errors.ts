import { z } from 'zod';

/** Every error answer: a general message, and per-field messages where a field is at fault. */
export const ApiError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /** Where the person can fix the cause, e.g. '/plans' for an expired plan. */
  link: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiError>;
