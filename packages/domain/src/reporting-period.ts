import { orderVisits, type CountedVisit } from './plan-of-care';

export interface ReportingPeriod {
  /** This record's place among the plan's visits (1: the evaluation). */
  visit: number;
  /** The date of the evaluation or progress note before it ('' when there is none). */
  from: string;
  /** This record's own date. */
  to: string;
}

/** Where a note stands in its plan of care: its visit number and the period it reports on, from
 * the evaluation or progress note before it to its own date. Undefined for an id not listed. */
export function reportingPeriod(
  visits: readonly CountedVisit[],
  id: string,
): ReportingPeriod | undefined {
  const ordered = orderVisits(visits);
  const at = ordered.findIndex((v) => v.id === id);
  const self = ordered[at];
  if (!self) return undefined;
  const before = ordered
    .slice(0, at)
    .findLast((v) => v.kind === 'mainEvaluation' || v.kind === 'progressNote');
  return { visit: at + 1, from: before?.date.slice(0, 10) ?? '', to: self.date.slice(0, 10) };
}
