import type { Patient } from '@optolight/contract';
import { inTransaction } from '../../db/statements';
import type { PatientInfo, PatientReg } from '@optolight/domain';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { recordRepo, type RecordRow, type StoredSection, type Tx } from '../records/repo';
import { createFromRest, saveFromRest } from '../records/rest-save';

/** A patient is a record with two sections: 'info' (details) and 'patientReg' (registration form). */
export function toPatient(
  db: Tx,
  row: RecordRow,
  stored: Map<string, StoredSection> = recordRepo.sections(db, row.id),
): Patient {
  const info = stored.get('info');
  return {
    ...(info?.data as PatientInfo),
    patientAutoGenId: row.id,
    uniqueId: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: info?.version ?? 0,
    patientReg: (stored.get('patientReg')?.data as Partial<PatientReg> | undefined) ?? null,
    versions: Object.fromEntries([...stored].map(([name, s]) => [name, s.version])),
  };
}

const duplicateNumber = () =>
  badRequest('A patient with this Patient Id already exists', {
    patientId: 'A patient with this Patient Id already exists',
  });

function ownedPatient(db: Tx, ownerId: string, id: string): RecordRow {
  const row = recordRepo.owned(db, ownerId, id);
  if (row?.kind !== 'patient') throw notFound('No patient with that id');
  return row;
}

/** Answers a patient to a REST client: what it is sent becomes the base of its next update. */
function servePatient(db: Db, row: RecordRow): Patient {
  return inTransaction(db, (tx = db) => {
    recordRepo.markServed(tx, { ownerId: row.ownerId, id: row.id });
    return toPatient(tx, row);
  });
}

export function listPatients(db: Db, ownerId: string): Patient[] {
  return inTransaction(db, (tx = db) => {
    const scope = { ownerId, kind: 'patient' } as const;
    recordRepo.markServed(tx, scope);
    const stored = recordRepo.sectionsIn(tx, scope);
    return recordRepo
      .ofKind(tx, ownerId, 'patient')
      .map((row) => toPatient(tx, row, stored.get(row.id) ?? new Map<string, StoredSection>()));
  });
}

export function findByNumber(db: Db, ownerId: string, patientId: string): Patient {
  const row = recordRepo.byPatientNumber(db, ownerId, patientId);
  if (!row) throw notFound('No patient with that Patient Id');
  return servePatient(db, row);
}

export function createPatient(
  db: Db,
  ownerId: string,
  input: {
    id?: string | undefined;
    info: PatientInfo;
    patientReg?: Partial<PatientReg> | undefined;
  },
  source: string,
): Patient {
  const id = input.id ?? uuidv7();
  const existing = recordRepo.byId(db, id);
  if (existing) {
    // A retried registration with the same client-made id: the first one already stands.
    if (existing.ownerId === ownerId && existing.kind === 'patient') {
      return servePatient(db, existing);
    }
    // Another account's id is answered as an unknown one: its existence is not ours to tell.
    if (existing.ownerId !== ownerId) throw notFound('No patient with that id');
    throw new HttpError(409, 'That id is already in use');
  }
  if (recordRepo.byPatientNumber(db, ownerId, input.info.patientId)) throw duplicateNumber();
  const at = new Date().toISOString();
  inTransaction(db, (tx = db) => {
    recordRepo.insert(tx, {
      id,
      ownerId,
      kind: 'patient',
      patientNumber: input.info.patientId,
      createdAt: at,
      updatedAt: at,
    });
    const section = { recordId: id, kind: 'patient' as const, ownerId, source, at };
    createFromRest(tx, { ...section, name: 'info', data: input.info });
    if (input.patientReg)
      createFromRest(tx, { ...section, name: 'patientReg', data: input.patientReg });
  });
  return toPatient(db, ownedPatient(db, ownerId, id));
}

/**
 * An update of the details, merged like any REST save (saveFromRest). The patient number is
 * taken from what was stored, which a merge may have taken from a change made elsewhere, and
 * stays unique among the account's live patients.
 */
export function updatePatient(
  db: Db,
  ownerId: string,
  id: string,
  info: PatientInfo,
  named: number | undefined,
  source: string,
): Patient {
  const row = ownedPatient(db, ownerId, id);
  const at = new Date().toISOString();
  inTransaction(db, (tx = db) => {
    const written = saveFromRest(
      tx,
      { recordId: id, kind: 'patient', ownerId, name: 'info', data: info, source, at },
      named,
    );
    const { patientId } = written.data as PatientInfo;
    const clash = recordRepo.byPatientNumber(tx, ownerId, patientId);
    if (clash && clash.id !== id) throw duplicateNumber();
    if (row.patientNumber !== patientId) {
      recordRepo.update(tx, id, { patientNumber: patientId, updatedAt: at });
    }
  });
  return toPatient(db, ownedPatient(db, ownerId, id));
}
