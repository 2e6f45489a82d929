import {
  isArchivedData,
  patientArchiveSection,
  type PatientInfo,
  type PatientReg,
} from '@optolight/domain';
import { Dexie } from 'dexie';
import { patientsNamed } from '../../../db/changed-records';
import { useKeyedLiveQuery } from '../../../db/keyed-live-query';
import { createStore, useStore } from '../../../lib/store';
import { createRecord, saveSectionOnDevice } from '../../../db/repo';
import type { OptolightDb } from '../../../db/schema';
import { storePerDb, type Watched } from '../../../db/watch-tables';
import { loadPatients, PatientList, toPatient } from './patient-list';
import type { LocalPatient } from './rows';
import { useDb } from './db';

/** What the patient list shows: patient records, their info and whether each is archived. A
 * save in an evaluation or a note leaves the list as it is, so going back to Search after a save
 * reads nothing again. */
export const patientListRows: readonly Watched[] = [
  { table: 'records', index: '[kind+id]', from: ['patient', ''], to: ['patient', Dexie.maxKey] },
  { table: 'sections', index: '[name+recordId]', from: ['info', ''], to: ['info', Dexie.maxKey] },
  {
    table: 'sections',
    index: '[name+recordId]',
    from: [patientArchiveSection, ''],
    to: [patientArchiveSection, Dexie.maxKey],
  },
];

/** One live patient list per open database, shared by every table. Not a liveQuery: that would
 * read the whole list again after every page of a download (see watchTables). A write that names
 * its patients, a save or a download's slice, has only those read again. */
const patientsOf = storePerDb<LocalPatient[] | null>({
  initial: null,
  tables: patientListRows,
  reader: (db) => {
    const list = new PatientList(db);
    return (changed) => list.update(changed);
  },
  failed: () => [],
  incremental: true,
  namedBy: patientsNamed,
});
const none = createStore<LocalPatient[] | null>(null);

/** Every patient on the device, newest change first; null while loading. */
export function usePatients(): LocalPatient[] | null {
  const db = useDb();
  return useStore(db ? patientsOf(db) : none);
}

export interface PatientDetail {
  patient: LocalPatient;
  /** The stored info as the form opened with it (saveSection's editedFrom). */
  infoData: unknown;
  reg: unknown;
  /** The stored archive section, the base of archiving or restoring. */
  archiveData?: unknown;
}

export function usePatient(id: string | null): PatientDetail | null | undefined {
  const db = useDb();
  return useKeyedLiveQuery(async () => {
    if (!db || !id) return null;
    // One transaction: while a download writes, each separate read would wait for its own turn.
    const [record, [info, reg, archive]] = await db.transaction(
      'r',
      [db.records, db.sections],
      () =>
        Promise.all([
          db.records.get(id),
          db.sections.bulkGet([
            [id, 'info'],
            [id, 'patientReg'],
            [id, patientArchiveSection],
          ]),
        ]),
    );
    if (!record || record.deleted) return null;
    const patient = toPatient(id, info?.data);
    return {
      patient: isArchivedData(archive?.data) ? { ...patient, isArchived: true } : patient,
      infoData: info?.data,
      reg: reg?.data,
      archiveData: archive?.data,
    };
  }, [db, id]);
}

/** The clinician's patient number must be unique per professional
 * (docs/decisions.md#record-ids-and-patient-numbers). */
export async function isPatientIdTaken(
  db: OptolightDb,
  patientId: string,
  exceptId?: string,
): Promise<boolean> {
  const all = await loadPatients(db);
  const wanted = patientId.trim().toLowerCase();
  return all.some((p) => p.id !== exceptId && p.patientId.trim().toLowerCase() === wanted);
}

export function registerPatient(db: OptolightDb, info: PatientInfo, reg?: PatientReg) {
  return createRecord(db, {
    kind: 'patient',
    parentId: null,
    sections: reg ? { info, patientReg: reg } : { info },
  });
}

export function updatePatientInfo(db: OptolightDb, id: string, info: PatientInfo, from: unknown) {
  return saveSectionOnDevice(db, id, 'info', info, from);
}

/** Archives or restores a patient: a save of its archive section, queued and synced like any. */
export function setArchived(db: OptolightDb, id: string, isArchived: boolean, from: unknown) {
  return saveSectionOnDevice(db, id, patientArchiveSection, { isArchived }, from);
}

/** The patients a default list shows: everyone but the archived. */
export const unarchived = (patients: readonly LocalPatient[]): LocalPatient[] =>
  patients.filter((p) => !p.isArchived);
