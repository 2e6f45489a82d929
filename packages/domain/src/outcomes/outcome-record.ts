import { sectionVersions } from '../migrations';

/** The name an `outcomeResult` record's one section (an OutcomeResult) is stored under. */
export const outcomeResultSection = 'outcome';

/** Versions of stored OutcomeResult content (../migrations.ts): version 1, no steps yet. A change
 * of shape adds a step here, with a test beside this file, and never edits an old one. */
export const OutcomeResultVersions = sectionVersions([]);
