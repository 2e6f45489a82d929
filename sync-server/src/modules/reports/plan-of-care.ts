import {
  countedVisit,
  planOfEvaluation,
  reportingPeriod,
  visitEntrySection,
  type VisitSource,
} from '@optolight/domain';
import type { ReportPlanOfCare } from '@optolight/report';
import type { Db } from '../../db/storage';
import { recordRepo, type RecordRow } from '../records/repo';

/** A progress or update note's visit number among its evaluation's visits, the visits the plan
 * authorizes and the period the note reports on (docs/product.md#plan-of-care). */
export async function reportPlanOfCare(
  db: Db,
  ownerId: string,
  note: RecordRow,
): Promise<ReportPlanOfCare | undefined> {
  if (note.kind !== 'progressNote' && note.kind !== 'updateNote') return undefined;
  const evaluation = await recordRepo.owned(db, ownerId, note.parentId ?? '');
  if (evaluation?.kind !== 'mainEvaluation') return undefined;
  const rows = [evaluation, ...(await recordRepo.under(db, ownerId, evaluation.id))];
  const sources = await Promise.all(
    rows.map(async (r): Promise<VisitSource | null> => {
      if (r.kind === 'patient') return null;
      const stored = await recordRepo.sections(db, r.id);
      const base = { id: r.id, kind: r.kind, createdAt: r.createdAt };
      return r.kind === 'visitEntry'
        ? { ...base, visit: stored.get(visitEntrySection)?.data }
        : { ...base, appointment: stored.get('appointment')?.data };
    }),
  );
  const own = await recordRepo.sections(db, evaluation.id);
  const { authorized } = planOfEvaluation({
    longTermGoals: own.get('longTermGoals')?.data,
    dischargePlan: own.get('dischargePlan')?.data,
  });
  const visits = sources.flatMap((s) => (s ? [countedVisit(s)] : []));
  const period = reportingPeriod(visits, note.id);
  return period && { ...period, authorized };
}
