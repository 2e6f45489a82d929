import {
  byText,
  countedVisit,
  evaluationTypeLabels,
  evaluationTypeOfKind,
  VisitEntry,
} from '@optolight/domain';
import { readSectionLeniently, type RecordKind } from '@optolight/domain';
import type { ChartRecord } from './chart';

export const isClinical = (r: ChartRecord): r is ChartRecord & { kind: RecordKind } =>
  r.kind === 'mainEvaluation' ||
  r.kind === 'progressNote' ||
  r.kind === 'updateNote' ||
  r.kind === 'dischargeNote';

/** The date a record's visit counts on (YYYY-MM-DD), as the plan of care counts it. */
export function visitDate(r: ChartRecord): string {
  const { kind } = r;
  if (kind === 'patient' || kind === 'outcomeResult') return r.createdAt.slice(0, 10);
  return countedVisit({
    id: r.id,
    kind,
    createdAt: r.createdAt,
    appointment: r.sections.appointment,
    visit: r.sections.visit,
  }).date;
}

/** 'Main evaluation', 'Progress note', 'Visit': a record's kind in words. */
export function kindLabel(r: ChartRecord): string {
  if (r.kind === 'visitEntry') return 'Visit';
  if (r.kind === 'outcomeResult') return 'Outcome measure';
  if (r.kind === 'patient') return 'Patient';
  const label: string = evaluationTypeLabels[evaluationTypeOfKind[r.kind]];
  return label.charAt(0) + label.slice(1).toLowerCase();
}

export const appointmentOf = (r: ChartRecord) =>
  readSectionLeniently('appointment', r.sections.appointment).value;

export const visitOf = (r: ChartRecord) => {
  const parsed = VisitEntry.safeParse(r.sections.visit);
  return parsed.success ? parsed.data : null;
};

/** Records by visit date, then id: the order the chart reads in. */
export const byVisit = (a: ChartRecord, b: ChartRecord) =>
  byText(visitDate(a), visitDate(b)) || byText(a.id, b.id);
