import type { AccessAction } from '@optolight/contract';
import { v7 as uuidv7 } from 'uuid';
import type { Db, Tx } from '../../db/storage';
import type { Actor } from '../../plugins/auth';
import { recordRepo } from '../records/repo';
import { auditRepo } from './repo';

/** One access to one patient's records: who, what, when, never the content. */
export interface Access {
  patientId: string;
  /** The evaluation or note acted on, when narrower than the patient. */
  recordId?: string | null;
  action: AccessAction;
}

/**
 * Logs the REST calls' reads in the transaction that serves them, so nothing is served unlogged
 * (docs/security.md#access-log). The records are the practice's; the actor is the member who
 * reads them.
 */
export async function logAccess(tx: Tx, actor: Actor, accesses: Access[], now = new Date()) {
  const at = now.toISOString();
  await auditRepo.insert(
    tx,
    accesses.map((a) => ({
      id: uuidv7(),
      ownerId: actor.ownerId,
      actorId: actor.id,
      patientId: a.patientId,
      recordId: a.recordId ?? null,
      action: a.action,
      deviceId: null,
      at,
    })),
  );
}

/** Which of the owner's patients a record belongs to: the patient itself, or the patient of an
 * evaluation or note, which is then the narrower record. Another account's id is not found. */
export async function patientOf(
  db: Db,
  ownerId: string,
  recordId: string,
): Promise<{ patientId: string; recordId: string | null } | undefined> {
  const row = await recordRepo.owned(db, ownerId, recordId);
  if (!row) return undefined;
  if (row.kind === 'patient') return { patientId: row.id, recordId: null };
  const main =
    row.kind === 'mainEvaluation' ? row : await recordRepo.owned(db, ownerId, row.parentId ?? '');
  const patient = await recordRepo.owned(db, ownerId, main?.parentId ?? '');
  return patient?.kind === 'patient' ? { patientId: patient.id, recordId: row.id } : undefined;
}
