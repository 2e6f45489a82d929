import { z } from 'zod';
import { msg } from './messages';

const count = (max: number, unit: string) =>
  z
    .number({ error: msg.number })
    .int(msg.wholeNumber)
    .min(1, `Must be at least 1 ${unit}`)
    .max(max, `Must be ${String(max)} ${unit}s or less`);

/** How often the practice writes a progress note (docs/product.md#plan-of-care): after this many
 * visits or this many days since the last evaluation or progress note, whichever comes first. */
export const PracticeSettings = z.strictObject({
  progressNoteEveryVisits: count(100, 'visit'),
  progressNoteEveryDays: count(365, 'day'),
});
export type PracticeSettings = z.infer<typeof PracticeSettings>;

/** What a practice that never changed them gets: every 10th visit or 30 days. */
export const defaultPracticeSettings: PracticeSettings = {
  progressNoteEveryVisits: 10,
  progressNoteEveryDays: 30,
};
