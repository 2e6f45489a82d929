import { measuresUpTo, type MeasuredSource, type MeasurePoint } from '@optolight/domain';
import type { Db } from '../../db/storage';
import { storedOutcomes } from '../outcomes/service';
import { recordRepo } from '../records/repo';

/** The measures of an evaluation and its notes, and the patient's questionnaire scores, up to
 * the printed record's visit, for the progress and discharge notes' baseline-and-now table
 * (docs/outcome-measures.md#progress). */
export async function reportMeasures(
  db: Db,
  ownerId: string,
  evaluationId: string,
  recordId: string,
  dateOfBirth: string,
): Promise<MeasurePoint[]> {
  const evaluation = await recordRepo.owned(db, ownerId, evaluationId);
  if (evaluation?.kind !== 'mainEvaluation') return [];
  const rows = [evaluation, ...(await recordRepo.under(db, ownerId, evaluation.id))];
  const sources = await Promise.all(
    rows.map(async (r): Promise<MeasuredSource | null> => {
      if (r.kind === 'patient' || r.kind === 'visitEntry' || r.kind === 'outcomeResult')
        return null;
      const stored = await recordRepo.sections(db, r.id);
      return {
        id: r.id,
        kind: r.kind,
        createdAt: r.createdAt,
        appointment: stored.get('appointment')?.data,
        binocularVision: stored.get('binocularVision')?.data,
      };
    }),
  );
  const outcomes = evaluation.parentId
    ? await storedOutcomes(db, ownerId, evaluation.parentId)
    : [];
  return measuresUpTo(
    sources.filter((s) => s !== null),
    recordId,
    dateOfBirth,
    outcomes,
  );
}
