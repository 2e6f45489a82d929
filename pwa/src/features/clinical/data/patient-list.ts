import { isArchivedData, patientArchiveSection, PatientInfo } from '@optolight/domain';
import { Dexie } from 'dexie';
import { everyRecord, type ChangedRecords } from '../../../db/changed-records';
import type { LocalRecord, LocalSection, OptolightDb } from '../../../db/schema';
import { slicer } from '../../../lib/slicer';
import type { LocalPatient } from './rows';

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
/** What a patient read by name costs against one read with the whole list: on the bench's
 * tablet, 10,000 patients read whole took 0.7-1.0 s, and 4,563 read by name 2.3 s (beside the
 * due index's build). */
const BY_NAME_COST = 5;
/** Named patients read per transaction: each is a read of its own, and 1,200 of them (3,600
 * reads) asked in one task held the page's thread for 213 ms at 10,000 patients. */
const NAMED_PAGE = 200;

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

/** The archived patients' ids: only they have an archive section saying so, so this reads few. */
async function archivedPatients(db: OptolightDb): Promise<Set<string>> {
  const rows = await db.sections
    .where('[name+recordId]')
    .between([patientArchiveSection, ''], [patientArchiveSection, Dexie.maxKey])
    .toArray();
  return new Set(rows.filter((r) => isArchivedData(r.data)).map((r) => r.recordId));
}

/** A listed patient, with what its place and its parse were worked out from. */
interface Entry {
  patient: LocalPatient;
  /** The record's last change, the list's order (newest first). */
  at: number;
  /** The stored info and archive mark it was parsed from: unchanged, it is not parsed again. */
  text: string;
}

/** A named patient's entry before and after a read: absent when not listed. */
interface Move {
  id: string;
  before?: Entry;
  after?: Entry;
}

/**
 * Every patient on one device, kept in memory between reads: a read of every patient (the first,
 * and after any write that does not say which patients it changed), or of the patients a write
 * names, a person's save or a download's slice
 * (docs/architecture.md#lists-that-grow-with-the-practice). The second lets the last patients of
 * a download show at once: the whole list of 10,000 patients read again after the download's
 * last slice took 1 to 2 seconds, while the slice named a few hundred. A patient whose info did
 * not change is not parsed again either.
 */
export class PatientList {
  private entries = new Map<string, Entry>();
  /** The entries in the list's order: changed in place, shown as a new list of patients. */
  private sorted: Entry[] = [];
  private shown: LocalPatient[] = [];

  constructor(private readonly db: OptolightDb) {}

  /** The list brought up to these changes, newest change first. */
  async update(changed: ChangedRecords): Promise<LocalPatient[]> {
    // A read by name costs about five times a read of the whole list per patient: many named
    // (a list nobody watched through a download) are read with the rest.
    if (changed === everyRecord || changed.size * BY_NAME_COST > this.entries.size) {
      await this.readAll();
      this.sorted = [...this.entries.values()].sort(order);
    } else {
      const moves = await this.readNamed(changed);
      // The same list when nothing listed changed, so nobody shows it again.
      if (!moves.length) return this.shown;
      // Each named patient taken out of its place and put in its new one, found by halving,
      // rather than the list sorted or walked again after each of a download's slices.
      // Applied together, after every page was read: a read that fails part-way leaves the
      // list as it was, to be read again.
      for (const { id, before, after } of moves) {
        if (after) this.entries.set(id, after);
        else this.entries.delete(id);
        if (before) this.sorted.splice(placeOf(this.sorted, before), 1);
        if (after) this.sorted.splice(placeOf(this.sorted, after), 0, after);
      }
    }
    this.shown = this.sorted.map((e) => e.patient);
    return this.shown;
  }

  private async readAll(): Promise<void> {
    const [{ records, infos }, archived] = [
      await readPatientRows(this.db),
      await archivedPatients(this.db),
    ];
    const infoOf = new Map(infos.map((s) => [s.recordId, s.data]));
    const entries = new Map<string, Entry>();
    const pause = slicer();
    for (const r of records) {
      if (!r.deleted) entries.set(r.id, this.entry(r, infoOf.get(r.id), archived.has(r.id)));
      await pause();
    }
    this.entries = entries;
  }

  /** Reads the named records again, in pages: what changes in the list. Those that are not (or
   * no longer) listed patients leave it. */
  private async readNamed(ids: ReadonlySet<string>): Promise<Move[]> {
    const { db } = this;
    const moves: Move[] = [];
    const sorted = [...ids].sort();
    for (let at = 0; at < sorted.length; at += NAMED_PAGE) {
      const page = sorted.slice(at, at + NAMED_PAGE);
      const [records, infos, archives] = await db.transaction('r', [db.records, db.sections], () =>
        Promise.all([
          db.records.bulkGet(page),
          db.sections.bulkGet(page.map((id): [string, string] => [id, 'info'])),
          // Few patients are archived: the page's span of archive rows in one read, not a
          // read per patient.
          db.sections
            .where('[name+recordId]')
            .between(
              [patientArchiveSection, page[0]],
              [patientArchiveSection, page.at(-1)],
              true,
              true,
            )
            .toArray(),
        ]),
      );
      const archived = new Set(
        archives.filter((s) => isArchivedData(s.data)).map((s) => s.recordId),
      );
      page.forEach((id, i) => {
        const record = records[i];
        const before = this.entries.get(id);
        const listed = record && !record.deleted && record.kind === 'patient';
        const after = listed ? this.entry(record, infos[i]?.data, archived.has(id)) : undefined;
        if (after !== before) moves.push({ id, before, after });
      });
    }
    return moves;
  }

  private entry(record: LocalRecord, info: unknown, archived: boolean): Entry {
    const text = `${archived ? 'archived ' : ''}${info === undefined ? '' : JSON.stringify(info)}`;
    const at = Date.parse(record.updatedAt) || 0;
    const known = this.entries.get(record.id);
    if (known?.text === text) return known.at === at ? known : { ...known, at };
    const patient = toPatient(record.id, info);
    return { patient: archived ? { ...patient, isArchived: true } : patient, at, text };
  }
}

/** Newest change first; by id where two changed at once, as a read by id leaves them. */
const order = (a: Entry, b: Entry) => b.at - a.at || (a.patient.id < b.patient.id ? -1 : 1);

/** Where `entry` stands in `sorted`, or would stand: the first place not before it. */
function placeOf(sorted: readonly Entry[], entry: Entry): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const at = sorted[mid];
    if (at && order(at, entry) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The lists read for a check (a patient number already taken), one per database: each check
 * reads every patient, but parses only those changed since the last. */
const checked = new WeakMap<OptolightDb, PatientList>();

/** Every patient on the device, newest change first, read once (a check, not a list on screen). */
export function loadPatients(db: OptolightDb): Promise<LocalPatient[]> {
  let list = checked.get(db);
  if (!list) checked.set(db, (list = new PatientList(db)));
  return list.update(everyRecord);
}
