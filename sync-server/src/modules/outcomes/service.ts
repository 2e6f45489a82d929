import type { OutcomeSaved, StoredOutcome } from '@optolight/contract';
import {
  byInstant,
  OutcomeResult,
  outcomeResultSection,
  type OutcomeAnswers,
} from '@optolight/domain';
import { v7 as uuidv7 } from 'uuid';
import type { Db, Storage, Tx } from '../../db/storage';
import { logAccess } from '../audit/log';
import { ownPatient } from '../home/patient';
import { recordRepo } from '../records/repo';
import { createFromRest } from '../records/rest-save';
import type { Actor } from '../../plugins/auth';

/**
 * Stores a questionnaire result under the owner's patient, scored by the server from the answers
 * and the patient's date of birth (docs/outcome-measures.md): the same record a tablet makes, so
 * it syncs to the owner's devices.
 */
export function saveOutcome(
  storage: Storage,
  ownerId: string,
  patientId: string,
  answers: OutcomeAnswers,
  source: string,
): Promise<OutcomeSaved> {
  return storage.write(async (tx) => {
    await ownPatient(tx, ownerId, patientId);
    return storeOutcome(tx, { id: uuidv7(), ownerId, patientId, answers, source });
  });
}

/** Writes a new result record under a patient the caller has checked, scored by the server. */
export async function storeOutcome(
  tx: Tx,
  input: {
    id: string;
    ownerId: string;
    patientId: string;
    answers: OutcomeAnswers;
    source: string;
  },
): Promise<OutcomeSaved> {
  const { id, ownerId, patientId, answers, source } = input;
  const at = new Date().toISOString();
  await recordRepo.insert(tx, {
    id,
    ownerId,
    kind: 'outcomeResult',
    parentId: patientId,
    createdAt: at,
    updatedAt: at,
  });
  const written = await createFromRest(tx, {
    recordId: id,
    kind: 'outcomeResult',
    ownerId,
    name: outcomeResultSection,
    data: answers,
    source,
    at,
  });
  return savedOf(id, written.data);
}

export function savedOf(id: string, data: unknown): OutcomeSaved {
  const { score = 0, flagged = false, interpretation = '' } = OutcomeResult.parse(data);
  return { id, score, flagged, interpretation };
}

/** The patient's questionnaire results, newest first (by the day taken, then by when stored). */
export function listOutcomes(
  storage: Storage,
  actor: Actor,
  patientId: string,
): Promise<StoredOutcome[]> {
  const { ownerId } = actor;
  return storage.write(async (tx) => {
    await ownPatient(tx, ownerId, patientId);
    await logAccess(tx, actor, [{ patientId, action: 'view' }]);
    return (await storedOutcomes(tx, ownerId, patientId)).sort(
      (a, b) => b.takenAt.localeCompare(a.takenAt) || byInstant(b.createdAt, a.createdAt),
    );
  });
}

/** The patient's questionnaire results as stored, in no order; the caller has checked the
 * patient is the owner's (a report reads them for its baseline-and-now table). */
export async function storedOutcomes(
  db: Db,
  ownerId: string,
  patientId: string,
): Promise<StoredOutcome[]> {
  const scope = { ownerId, kind: 'outcomeResult' as const, parentId: patientId };
  const stored = await recordRepo.sectionsIn(db, scope);
  const rows = await recordRepo.children(db, ownerId, patientId, 'outcomeResult');
  return rows.flatMap((row) => {
    const parsed = OutcomeResult.safeParse(stored.get(row.id)?.get(outcomeResultSection)?.data);
    if (!parsed.success) return [];
    const { score = 0, flagged = false, interpretation = '', ...answers } = parsed.data;
    return [{ id: row.id, ...answers, score, flagged, interpretation, createdAt: row.createdAt }];
  });
}
