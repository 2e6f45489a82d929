import { PatientInfo, type PatientReg } from '@optolight/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { createStore, useStore, type Store } from '../../../lib/store';
import { createRecord, saveSection } from '../../../db/repo';
import type { OptolightDb } from '../../../db/schema';
import { watchTables } from '../../../db/watch-tables';
import type { LocalPatient } from './rows';
import { useDb } from './db';

/** Stored info read leniently: a row from an older client still lists, with blanks. */
export function toPatient(id: string, data: unknown): LocalPatient {
  const parsed = PatientInfo.safeParse(data);
  if (parsed.success) return { id, ...parsed.data };
  const raw = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const s = (k: string) => (typeof raw[k] === 'string' ? raw[k] : '');
  return {
    id,
    ...PatientInfo.parse({ patientId: s('patientId') || '?', firstName: '?', lastName: '?', address: '?' }),
    firstName: s('firstName'),
    lastName: s('lastName'),
    address: s('address'),
    phone: s('phone'),
    city: s('city'),
  };
}

export async function loadPatients(db: OptolightDb): Promise<LocalPatient[]> {
  const records = (await db.records.where('kind').equals('patient').toArray())
    .filter((r) => !r.deleted)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const infos = await db.sections.bulkGet(records.map((r) => [r.id, 'info'] as [string, string]));
  return records.map((r, i) => toPatient(r.id, infos[i]?.data));
}

/** One live patient list per open database, shared by every table and kept between visits:
 * going back to Search with 10,000 patients must not read them all again. */
let shared: {
  db: OptolightDb;
  store: Store<LocalPatient[] | null>;
  stop: () => void;
} | null = null;
const none = createStore<LocalPatient[] | null>(null);

function patientsOf(db: OptolightDb): Store<LocalPatient[] | null> {
  if (shared?.db !== db) {
    shared?.stop();
    const store = createStore<LocalPatient[] | null>(null);
    // Lives until another account's database opens. Not a liveQuery: that would read the whole
    // list again after every page of a download (see watchTables).
    const stop = watchTables(
      db,
      ['records', 'sections'],
      () => loadPatients(db),
      (list) => {
        store.set(list);
      },
      () => {
        store.set([]);
      },
    );
    shared = { db, store, stop };
  }
  return shared.store;
}

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
}

export function usePatient(id: string | null): PatientDetail | null | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    if (!db || !id) return null;
    const record = await db.records.get(id);
    if (!record || record.deleted) return null;
    const [info, reg] = await db.sections.bulkGet([
      [id, 'info'],
      [id, 'patientReg'],
    ]);
    return { patient: toPatient(id, info?.data), infoData: info?.data, reg: reg?.data };
  }, [db, id]);
}

/** The clinician's patient number must be unique per professional (decisions §2). */
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
  return saveSection(db, id, 'info', info, from);
}
