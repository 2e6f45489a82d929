import { byInstant, byText } from '@optolight/domain';
import {
  OutcomeResult,
  outcomeResultSection,
  PatientInfo,
  scoredResult,
  type InstrumentId,
  type ScoredOutcome,
} from '@optolight/domain';
import { createRecord } from '../../../db/repo';
import { readOutcomeResults } from '../../../db/outcome-results';
import type { OptolightDb } from '../../../db/schema';

/** A questionnaire result as the patient page shows it: the stored answers and their score. */
export interface ShownOutcome extends ScoredOutcome {
  id: string;
  createdAt: string;
  /** Not yet sent to the server: scored on this device so far. */
  isWaiting: boolean;
}

/** The patient's date of birth on this device, '' when unknown. */
export async function birthDateOf(db: OptolightDb, patientId: string): Promise<string> {
  const info = await db.sections.get([patientId, 'info']);
  return PatientInfo.partial().safeParse(info?.data).data?.age ?? '';
}

/**
 * Stores a finished questionnaire under the patient on the device, scored here with the same
 * function the server uses (docs/outcome-measures.md), and queues it for sync. The server scores
 * it again when it arrives and its score is the one kept.
 */
export async function addOutcome(
  db: OptolightDb,
  patientId: string,
  taken: { instrument: InstrumentId; takenAt: string; answers: number[] },
): Promise<{ id: string; result: ScoredOutcome }> {
  const result = scoredResult(OutcomeResult.parse(taken), await birthDateOf(db, patientId));
  const id = await createRecord(db, {
    kind: 'outcomeResult',
    parentId: patientId,
    sections: { [outcomeResultSection]: result },
  });
  return { id, result };
}

/** The patient's questionnaire results on this device, newest first. A result stored without a
 * score (never, from this app) is scored again from its answers. */
export async function readOutcomes(db: OptolightDb, patientId: string): Promise<ShownOutcome[]> {
  const [results, dateOfBirth] = await Promise.all([
    readOutcomeResults(db, patientId),
    birthDateOf(db, patientId),
  ]);
  // Only these records' own outbox entries, through the index: never the whole queue.
  const queued = await db.outbox
    .where('recordId')
    .anyOf(results.map((r) => r.record.id))
    .toArray();
  const waiting = new Set(queued.flatMap((e) => ('recordId' in e ? [e.recordId] : [])));
  return results
    .map(({ record, result }) => ({
      ...withScore(result, dateOfBirth),
      id: record.id,
      createdAt: record.createdAt,
      isWaiting: waiting.has(record.id),
    }))
    .sort((a, b) => byText(b.takenAt, a.takenAt) || byInstant(b.createdAt, a.createdAt));
}

/** The score stored with a result (the server's, once synced) is the one shown. */
function withScore(r: OutcomeResult, dateOfBirth: string): ScoredOutcome {
  const { score, flagged, interpretation } = r;
  return score !== undefined && flagged !== undefined && interpretation !== undefined
    ? { ...r, score, flagged, interpretation }
    : scoredResult(r, dateOfBirth);
}
