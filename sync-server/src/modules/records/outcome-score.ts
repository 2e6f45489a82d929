import { OutcomeResult, PatientInfo, scoredResult } from '@optolight/domain';
import type { Db } from '../../db/storage';
import { recordRepo, type Kind } from './repo';

/**
 * A questionnaire result as the server stores it: scored here from its answers and the date of
 * birth of the patient it sits under (docs/outcome-measures.md), whatever score came with it.
 * Any other section passes as it is.
 */
export async function scoredOnServer(
  db: Db,
  w: { kind: Kind; recordId: string; data: unknown },
): Promise<unknown> {
  if (w.kind !== 'outcomeResult') return w.data;
  const record = await recordRepo.byId(db, w.recordId);
  const info = record?.parentId ? await recordRepo.section(db, record.parentId, 'info') : undefined;
  const dateOfBirth = PatientInfo.partial().safeParse(info?.data).data?.age ?? '';
  return scoredResult(OutcomeResult.parse(w.data), dateOfBirth);
}
