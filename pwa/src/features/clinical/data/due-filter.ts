import type { DuePatient } from './use-plan-of-care';

/** How many due patients the dashboard shows: the most urgent, with a link to the rest. */
export const dashboardDueCount = 5;

export type DueStatusFilter = 'all' | 'overdue' | 'due';

/** The due patients matching a status and a few letters of the name or the patient number,
 * in the list's own order (most urgent first). */
export function filterDue(
  due: readonly DuePatient[],
  filter: { status: DueStatusFilter; text: string },
): DuePatient[] {
  const words = filter.text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return due.filter(
    (d) =>
      (filter.status === 'all' || d.urgency.status === filter.status) &&
      words.every((w) => d.name.toLowerCase().includes(w) || d.number.toLowerCase().includes(w)),
  );
}
