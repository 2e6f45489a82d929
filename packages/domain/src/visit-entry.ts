import { z } from 'zod';
import { sectionVersions } from './migrations';
import { msg } from './messages';
import { DateString } from './primitives';

/**
 * A session held without a note: one line of the plan of care's visit count
 * (docs/product.md#plan-of-care). Stored as the one section (`visit`) of a `visitEntry` record
 * under the main evaluation, so it syncs like every other record.
 */
export const VisitEntry = z.strictObject({
  date: DateString.refine((v) => v !== '', msg.required),
  minutes: z
    .number({ error: msg.number })
    .int(msg.wholeNumber)
    .min(1, 'Must be at least 1 minute')
    .max(600, 'Must be 600 minutes or less'),
  done: z.string().trim().min(1, msg.required).max(200, msg.max200),
});
export type VisitEntry = z.output<typeof VisitEntry>;
/** The name a visit entry's one section is stored under. */
export const visitEntrySection = 'visit';
/** Versions of stored VisitEntry content (./migrations.ts): version 1, no steps yet. A change of
 * shape adds a step here, with a test beside this file, and never edits an old one. */
export const VisitEntryVersions = sectionVersions([]);
