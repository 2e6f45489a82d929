import {
  isArchivedData,
  patientArchiveSection,
  PatientInfo,
  type PatientReg,
} from '@optolight/domain';
import { Dexie } from 'dexie';
import { useKeyedLiveQuery } from '../../../db/keyed-live-query';
import { slicer } from '../../../lib/slicer';
import { createStore, useStore } from '../../../lib/store';
import { createRecord, saveSectionOnDevice } from '../../../db/repo';
import type { LocalRecord, LocalSection, OptolightDb } from '../../../db/schema';
import { storePerDb, type Watched } from '../../../db/watch-tables';
import type { LocalPatient } from './rows';
import { useDb } from './db';

const infoKeys: readonly string[] = PatientInfo.keyof().options;

/** Stored info read leniently: a row from an older client still lists, with blanks; one from a
 * newer app shows every detail this version knows (the strict schema refuses its new fields). */
export function toPatient(id: string, data: unknown): LocalPatient {
  const raw = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const parsed = PatientInfo.safeParse(
    Object.fromEntries(Object.entries(raw).filter(([key]) => infoKeys.includes(key))),
  );
  if (parsed.success) return { id, ...parsed.data };
  const s = (k: string) => (typeof raw[k] === 'string' ? raw[k] : '');
  return {
    id,
    ...PatientInfo.parse({
      patientId: s('patientId') || '?',
      firstName: '?',
      lastName: '?',
      address: '?',
    }),
    firstName: s('firstName'),
    lastName: s('lastName'),
    address: s('address'),
    phone: s('phone'),
    city: s('city'),
  };
}

/** Patients read per transaction (see readPatientRows). */
const LIST_PAGE = 1000;

/**
 * Every patient record and its info, in pages of `pageSize` patients by id, each page one
 * transaction of two range reads. One transaction for the whole list held a download's next
 * slice for the length of the read (a quarter of a second with 10,000 patients), and every read
 * the person started waited behind that slice: a patient opened just then took as long. Between
 * pages, whatever waits goes first. A patient changed between two pages is read again: the
 * change marks the list for another read.
 */
export async function readPatientRows(db: OptolightDb, pageSize = LIST_PAGE) {
  const records: LocalRecord[] = [];
  const infos: LocalSection[] = [];
  let after = '';
  for (;;) {
    const page = await db.transaction('r', [db.records, db.sections], async () => {
      const rows = await db.records
        .where('[kind+id]')
        .between(['patient', after], ['patient', Dexie.maxKey], false, true)
        .limit(pageSize)
        .toArray();
      const first = rows[0];
      const last = rows.at(-1);
      if (!first || !last) return { rows, info: [] };
      const info = await db.sections
        .where('[name+recordId]')
        .between(['info', first.id], ['info', last.id], true, true)
        .toArray();
      return { rows, info };
    });
    records.push(...page.rows);
    infos.push(...page.info);
    const last = page.rows.at(-1);
    if (!last || page.rows.length < pageSize) return { records, infos };
    after = last.id;
  }
}

/** Parsed patients by record id, with the stored text they were parsed from. */
const parsedByDb = new WeakMap<OptolightDb, Map<string, { text: string; patient: LocalPatient }>>();

/**
 * Every patient on the device, newest change first. The list is read again after downloads and
 * saves; a patient whose info did not change is not parsed again, which kept the page's thread
 * busy for most of a second per read with 50,000 patients.
 */
export async function loadPatients(db: OptolightDb): Promise<LocalPatient[]> {
  const [{ records: all, infos }, archived] = [
    await readPatientRows(db),
    await archivedPatients(db),
  ];
  // Each moment read once, not twice per comparison: sorting 50,000 patients by byInstant
  // parsed 1.6 million dates in one task.
  const records = all
    .filter((r) => !r.deleted)
    .map((r) => ({ r, at: Date.parse(r.updatedAt) || 0 }))
    .sort((a, b) => b.at - a.at)
    .map(({ r }) => r);
  const infoOf = new Map(infos.map((s) => [s.recordId, s.data]));
  const previous = parsedByDb.get(db);
  const parsed = new Map<string, { text: string; patient: LocalPatient }>();
  const pause = slicer();
  const list: LocalPatient[] = [];
  for (const r of records) {
    const data = infoOf.get(r.id);
    const text = data === undefined ? '' : JSON.stringify(data);
    const known = previous?.get(r.id);
    const patient = known?.text === text ? known.patient : toPatient(r.id, data);
    parsed.set(r.id, { text, patient });
    list.push(archived.has(r.id) ? { ...patient, isArchived: true } : patient);
    await pause();
  }
  parsedByDb.set(db, parsed);
  return list;
}

/** The archived patients' ids: only they have an archive section saying so, so this reads few. */
export async function archivedPatients(db: OptolightDb): Promise<Set<string>> {
  const rows = await db.sections
    .where('[name+recordId]')
    .between([patientArchiveSection, ''], [patientArchiveSection, Dexie.maxKey])
    .toArray();
  return new Set(rows.filter((r) => isArchivedData(r.data)).map((r) => r.recordId));
}

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
 * read the whole list again after every page of a download (see watchTables). */
const patientsOf = storePerDb<LocalPatient[] | null>({
  initial: null,
  tables: patientListRows,
  reader: (db) => () => loadPatients(db),
  failed: () => [],
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
