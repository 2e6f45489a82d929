import { readSectionLeniently } from './read-section';
import type { CountedVisit, VisitKind } from './plan-of-care';
import { authorizedVisits } from './plan-of-care';
import { VisitEntry } from './visit-entry';

/** A record under a main evaluation (or the evaluation itself) and the sections that date it. */
export interface VisitSource {
  id: string;
  kind: VisitKind;
  /** When the record was made: the date of last resort. */
  createdAt: string;
  /** The stored appointment of an evaluation or note. */
  appointment?: unknown;
  /** The stored `visit` section of a visit entry. */
  visit?: unknown;
}

/** The date a visit counts on: the evaluation's createdAt, a note's appointmentDate (each falling
 * back to the other, docs/product.md#visit-dates), a visit entry's own date, else when the record
 * was made. Timestamps count by their first ten characters. */
export function countedVisit(source: VisitSource): CountedVisit {
  const { id, kind } = source;
  if (kind === 'visitEntry') {
    const entry = VisitEntry.safeParse(source.visit);
    return { id, kind, date: entry.success ? entry.data.date : source.createdAt.slice(0, 10) };
  }
  const a = readSectionLeniently('appointment', source.appointment).value;
  const dates =
    kind === 'mainEvaluation' ? [a.createdAt, a.appointmentDate] : [a.appointmentDate, a.createdAt];
  return { id, kind, date: (dates.find((d) => d !== '') ?? source.createdAt).slice(0, 10) };
}

/** What the plan of care of a main evaluation reads from its own sections. */
export function planOfEvaluation(sections: { longTermGoals?: unknown; dischargePlan?: unknown }) {
  const goals = readSectionLeniently('longTermGoals', sections.longTermGoals).value;
  const plan = readSectionLeniently('dischargePlan', sections.dischargePlan).value;
  return {
    goals,
    authorized: authorizedVisits(goals),
    certification: { from: plan.certification.from, to: plan.certification.to },
  };
}
