import { formatVisitDate, type RecordKind } from '@optolight/domain';
import type { ReportPlanOfCare } from '../model';

/** The kinds of note that report on a period of the plan of care. */
const reporting: readonly RecordKind[] = ['progressNote', 'updateNote'];

/** 'Visit 12 of 24' (or 'Visit 12' when the plan names no total) and the reporting period, from
 * the evaluation or progress note before this note to this note's date. */
export function planOfCareLines(kind: RecordKind, plan: ReportPlanOfCare | undefined): string[] {
  if (!plan || !reporting.includes(kind)) return [];
  const visit =
    plan.authorized === null
      ? `Visit ${String(plan.visit)}`
      : `Visit ${String(plan.visit)} of ${String(plan.authorized)}`;
  const from = plan.from ? formatVisitDate(plan.from) : 'the start of care';
  const to = plan.to ? formatVisitDate(plan.to) : 'this note';
  return [visit, `Reporting period: ${from} to ${to}`];
}
