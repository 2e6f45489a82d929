import { OutcomeResult, PatientInfo, outcomeResultSection, scoredResult } from '@optolight/domain';
import type { Db } from '../../db/storage';
import { recordRepo, type Kind } from './repo';

/** The source the home questionnaire path stores with (outcomes/home-outcome.ts). */
export const homeSource = 'home';

/**
 * A questionnaire result as the server stores it: scored here from its answers and the date of
 * birth of the patient it sits under (docs/outcome-measures.md), whatever score came with it.
 * It is marked as filled at home only when it came from a linked patient's account, or was
 * stored so before: a device's own claim is dropped. Any other section passes as it is.
 */
export async function scoredOnServer(
  db: Db,
  w: { kind: Kind; recordId: string; data: unknown; source: string },
): Promise<unknown> {
  if (w.kind !== 'outcomeResult') return w.data;
  const record = await recordRepo.byId(db, w.recordId);
  const info = record?.parentId ? await recordRepo.section(db, record.parentId, 'info') : undefined;
  const dateOfBirth = PatientInfo.partial().safeParse(info?.data).data?.age ?? '';
  const { instrument, takenAt, answers } = OutcomeResult.parse(w.data);
  const stored = await recordRepo.section(db, w.recordId, outcomeResultSection);
  const fromHome =
    w.source === homeSource || OutcomeResult.safeParse(stored?.data).data?.fromHome === true;
  return scoredResult({ instrument, takenAt, answers, ...(fromHome && { fromHome }) }, dateOfBirth);
}
