import type { Db } from '../../db/storage';
import { notFound } from '../../http/errors';
import { recordRepo } from '../records/repo';

/** The caller's own live patient record; anything else is 404, as an unknown id. */
export async function ownPatient(db: Db, ownerId: string, patientId: string) {
  const row = await recordRepo.owned(db, ownerId, patientId);
  if (row?.kind !== 'patient') throw notFound('No patient with that id');
  return row;
}
