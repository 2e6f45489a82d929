import type { Patient } from '@optolight/contract';
import {
  isArchivedData,
  patientArchiveSection,
  type PatientInfo,
  type PatientReg,
} from '@optolight/domain';
import { v7 as uuidv7 } from 'uuid';
import type { Db, Storage, Tx } from '../../db/storage';
import { HttpError, badRequest, notFound } from '../../http/errors';
import type { Actor } from '../../plugins/auth';
import { logAccess } from '../audit/log';
import { recordRepo, type RecordRow, type StoredSection } from '../records/repo';
import { createFromRest, saveFromRest } from '../records/rest-save';

/** A patient is a record with two sections: 'info' (details) and 'patientReg' (registration form). */
export async function toPatient(
  db: Db,
  row: RecordRow,
  stored?: Map<string, StoredSection>,
): Promise<Patient> {
  const sections = stored ?? (await recordRepo.sections(db, row.id));
  const info = sections.get('info');
  return {
    ...(info?.data as PatientInfo),
    patientAutoGenId: row.id,
    uniqueId: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: info?.version ?? 0,
    patientReg: (sections.get('patientReg')?.data as Partial<PatientReg> | undefined) ?? null,
    isArchived: isArchivedData(sections.get(patientArchiveSection)?.data),
    versions: Object.fromEntries([...sections].map(([name, s]) => [name, s.version])),
  };
}

const duplicateNumber = () =>
  badRequest('A patient with this Patient Id already exists', {
    patientId: 'A patient with this Patient Id already exists',
  });

async function ownedPatient(db: Db, ownerId: string, id: string): Promise<RecordRow> {
  const row = await recordRepo.owned(db, ownerId, id);
  if (row?.kind !== 'patient') throw notFound('No patient with that id');
  return row;
}

/** Answers a patient to a REST client: what it is sent becomes the base of its next update. */
async function servePatient(tx: Tx, row: RecordRow): Promise<Patient> {
  await recordRepo.markServed(tx, { ownerId: row.ownerId, id: row.id });
  return toPatient(tx, row);
}

/** The account's patients; archived ones only when asked for (docs/product.md#archived-patients). */
export function listPatients(
  storage: Storage,
  actor: Actor,
  withArchived = false,
): Promise<Patient[]> {
  const { ownerId } = actor;
  return storage.write(
    async (tx) => {
      const scope = { ownerId, kind: 'patient' } as const;
      await recordRepo.markServed(tx, scope);
      const stored = await recordRepo.sectionsIn(tx, scope);
      const rows = (await recordRepo.ofKind(tx, ownerId, 'patient')).filter(
        (row) =>
          withArchived || !isArchivedData(stored.get(row.id)?.get(patientArchiveSection)?.data),
      );
      // The list shows every patient's details: a read of each (docs/security.md#access-log).
      await logAccess(
        tx,
        actor,
        rows.map((row) => ({ patientId: row.id, action: 'view' })),
      );
      return Promise.all(
        rows.map((row) =>
          toPatient(tx, row, stored.get(row.id) ?? new Map<string, StoredSection>()),
        ),
      );
    },
    { practice: ownerId },
  );
}

export function findByNumber(storage: Storage, actor: Actor, patientId: string): Promise<Patient> {
  const { ownerId } = actor;
  return storage.write(
    async (tx) => {
      const row = await recordRepo.byPatientNumber(tx, ownerId, patientId);
      if (!row) throw notFound('No patient with that Patient Id');
      await logAccess(tx, actor, [{ patientId: row.id, action: 'view' }]);
      return servePatient(tx, row);
    },
    { practice: ownerId },
  );
}

export function createPatient(
  storage: Storage,
  ownerId: string,
  input: {
    id?: string | undefined;
    info: PatientInfo;
    patientReg?: Partial<PatientReg> | undefined;
  },
  source: string,
): Promise<Patient> {
  return storage.write(
    async (tx) => {
      const id = input.id ?? uuidv7();
      const existing = await recordRepo.byId(tx, id);
      if (existing) {
        if (existing.ownerId === ownerId && existing.kind === 'patient') {
          return servePatient(tx, existing);
        }
        if (existing.ownerId !== ownerId) throw notFound('No patient with that id');
        throw new HttpError(409, 'That id is already in use');
      }
      if (await recordRepo.byPatientNumber(tx, ownerId, input.info.patientId))
        throw duplicateNumber();
      const at = new Date().toISOString();
      await recordRepo.insert(tx, {
        id,
        ownerId,
        kind: 'patient',
        patientNumber: input.info.patientId,
        createdAt: at,
        updatedAt: at,
      });
      const section = { recordId: id, kind: 'patient' as const, ownerId, source, at };
      await createFromRest(tx, { ...section, name: 'info', data: input.info });
      if (input.patientReg)
        await createFromRest(tx, { ...section, name: 'patientReg', data: input.patientReg });
      return toPatient(tx, await ownedPatient(tx, ownerId, id));
    },
    { practice: ownerId },
  );
}

/**
 * An update of the details, merged like any REST save (saveFromRest). The patient number is
 * taken from what was stored, which a merge may have taken from a change made elsewhere, and
 * stays unique among the account's live patients.
 */
export function updatePatient(
  storage: Storage,
  ownerId: string,
  id: string,
  info: PatientInfo,
  named: number | undefined,
  source: string,
): Promise<Patient> {
  return storage.write(
    async (tx) => {
      const row = await ownedPatient(tx, ownerId, id);
      const at = new Date().toISOString();
      const written = await saveFromRest(
        tx,
        { recordId: id, kind: 'patient', ownerId, name: 'info', data: info, source, at },
        named,
      );
      const { patientId } = written.data as PatientInfo;
      const clash = await recordRepo.byPatientNumber(tx, ownerId, patientId);
      if (clash && clash.id !== id) throw duplicateNumber();
      if (row.patientNumber !== patientId) {
        await recordRepo.update(tx, id, { patientNumber: patientId, updatedAt: at });
      }
      return toPatient(tx, await ownedPatient(tx, ownerId, id));
    },
    { practice: ownerId },
  );
}
