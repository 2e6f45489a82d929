import {
  OutcomeResult,
  outcomeResultSection,
  PatientInfo,
  scoredResult,
  type InstrumentId,
} from '@optolight/domain';
import { createRecord } from '../../../db/repo';
import type { OptolightDb } from '../../../db/schema';

/** A questionnaire result as the patient page shows it: the stored answers and their score. */
export interface ShownOutcome extends Required<OutcomeResult> {
  id: string;
  createdAt: string;
  /** Not yet sent to the server: scored on this device so far. */
  isWaiting: boolean;
}

export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
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
): Promise<{ id: string; result: Required<OutcomeResult> }> {
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
  const records = (await db.records.where('parentId').equals(patientId).toArray()).filter(
    (r) => r.kind === 'outcomeResult' && !r.deleted,
  );
  const dateOfBirth = await birthDateOf(db, patientId);
  const waiting = new Set(
    (await db.outbox.toArray()).flatMap((e) => ('recordId' in e ? [e.recordId] : [])),
  );
  const sections = await db.sections.bulkGet(records.map((r) => [r.id, outcomeResultSection]));
  return records
    .flatMap((r, i) => {
      const parsed = OutcomeResult.safeParse(sections[i]?.data);
      if (!parsed.success) return [];
      return [
        {
          ...withScore(parsed.data, dateOfBirth),
          id: r.id,
          createdAt: r.createdAt,
          isWaiting: waiting.has(r.id),
        },
      ];
    })
    .sort((a, b) => b.takenAt.localeCompare(a.takenAt) || b.createdAt.localeCompare(a.createdAt));
}

/** The score stored with a result (the server's, once synced) is the one shown. */
function withScore(r: OutcomeResult, dateOfBirth: string): Required<OutcomeResult> {
  const { score, flagged, interpretation } = r;
  return score !== undefined && flagged !== undefined && interpretation !== undefined
    ? { ...r, score, flagged, interpretation }
    : scoredResult(r, dateOfBirth);
}
