import { HomeProgram, homeProgramSection, type StoredProgram } from '@optolight/domain';
import { v7 as uuidv7 } from 'uuid';
import type { Tx } from '../../db/storage';
import { homeRepo } from './repo';

/**
 * A stored programme section is what the therapist prescribed: each new content the server
 * stores for it, through sync or REST, is also kept as the next `StoredProgram` version, in the
 * same transaction, so the patient side (`GET /api/program`) and the versions never disagree
 * with the section (docs/sync-protocol.md#home-programmes).
 */
export async function keepProgramVersion(
  tx: Tx,
  saved: {
    kind: string;
    name: string;
    recordId: string;
    ownerId: string;
    data: unknown;
    at: string;
  },
): Promise<StoredProgram | undefined> {
  if (saved.kind !== 'patient' || saved.name !== homeProgramSection) return undefined;
  const stored: StoredProgram = {
    program: HomeProgram.parse(saved.data),
    version: (await homeRepo.lastVersion(tx, saved.recordId)) + 1,
    prescribedAt: saved.at,
    shape: 1,
  };
  await homeRepo.insertProgram(tx, {
    id: uuidv7(),
    ownerId: saved.ownerId,
    patientId: saved.recordId,
    stored,
  });
  return stored;
}
