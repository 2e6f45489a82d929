import type { Patient } from '@optolight/contract';
import { inTransaction } from '../../db/statements';
import type { PatientInfo, PatientReg } from '@optolight/domain';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { recordRepo, type RecordRow, type Tx } from '../records/repo';
import { writeSection } from '../records/sections';

/** A patient is a record with two sections: 'info' (details) and 'patientReg' (registration form). */
export function toPatient(db: Tx, row: RecordRow): Patient {
  const stored = recordRepo.sections(db, row.id);
  const info = stored.get('info');
  return {
    ...(info?.data as PatientInfo),
    patientAutoGenId: row.id,
    uniqueId: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: info?.version ?? 0,
    patientReg: (stored.get('patientReg')?.data as Partial<PatientReg> | undefined) ?? null,
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

export function listPatients(db: Db, ownerId: string): Patient[] {
  return recordRepo.ofKind(db, ownerId, 'patient').map((row) => toPatient(db, row));
}

export function findByNumber(db: Db, ownerId: string, patientId: string): Patient {
  const row = recordRepo.byPatientNumber(db, ownerId, patientId);
  if (!row) throw notFound('No patient with that Patient Id');
  return toPatient(db, row);
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
    if (existing.ownerId === ownerId && existing.kind === 'patient') return toPatient(db, existing);
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
    writeSection(
      tx,
      { recordId: id, kind: 'patient', ownerId, name: 'info', data: input.info, source, at },
      { kind: 'none' },
      'keep',
    );
    if (input.patientReg) {
      writeSection(
        tx,
        {
          recordId: id,
          kind: 'patient',
          ownerId,
          name: 'patientReg',
          data: input.patientReg,
          source,
          at,
        },
        { kind: 'none' },
        'keep',
      );
    }
  });
  return toPatient(db, ownedPatient(db, ownerId, id));
}

export function updatePatient(
  db: Db,
  ownerId: string,
  id: string,
  info: PatientInfo,
  source: string,
): Patient {
  ownedPatient(db, ownerId, id);
  const clash = recordRepo.byPatientNumber(db, ownerId, info.patientId);
  if (clash && clash.id !== id) throw duplicateNumber();
  const at = new Date().toISOString();
  inTransaction(db, (tx = db) => {
    writeSection(
      tx,
      { recordId: id, kind: 'patient', ownerId, name: 'info', data: info, source, at },
      { kind: 'none' },
      'keep',
    );
    recordRepo.update(tx, id, { patientNumber: info.patientId, updatedAt: at });
  });
  return toPatient(db, ownedPatient(db, ownerId, id));
}
