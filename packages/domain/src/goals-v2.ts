import type { Migration } from './migrations';

/**
 * Version 1 → 2 of the goal sections: each goal gets a target date, kept in `targetDates` by the
 * goal's key (./plan-goals.ts). Content from before had none: it starts with no dates. Content
 * that already has the field (sent without its version) is left as it is.
 */
export const addTargetDates: Migration = (data) =>
  'targetDates' in data ? data : { ...data, targetDates: {} };
