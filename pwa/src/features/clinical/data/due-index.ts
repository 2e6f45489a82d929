import { isArchivedData } from '@optolight/domain';
import { everyRecord, type ChangedRecords } from '../../../db/changed-records';
import type { LocalRecord, OptolightDb } from '../../../db/schema';
import {
  answerAhead,
  factSections,
  patientFacts,
  type AnswerBasis,
  recordFacts,
  type PatientFacts,
  type RecordFacts,
} from './plan-facts';
import { slicer } from '../../../lib/slicer';
import { toPatient } from './patient-list';

/** Records read per transaction while the index is built (see readPatientRows for why pages),
 * the next page read while one is worked through. A page's values are deserialised in the task
 * that receives them, and a collection of the build's garbage can land in the same task: at
 * 50,000 patients (306,250 records) pages of 2,500 ran 27 tasks over 50 ms in the build's run,
 * pages of 1,000 a longest task of 83-332 ms in seven runs, five over 200 ms (70-96 ms of a
 * page's values beside a collection of up to 87 ms), pages of 500 72-122 ms in four; the build
 * took 26-30 s with 1,000 and 28-29 s with 500 (docs/architecture.md#the-due-list). */
const PAGE = 500;
/** Records read by name per transaction: 200 rows and their 1,200 fact sections. */
const NAMED_PAGE = 200;
/** What reading a record by name costs against its share of a build: measured for patients
 * (patient-list.ts), taken as the same for records. */
const BY_NAME_COST = 5;

/** A patient's name, number and archive mark, as the lists show them. */
function identityOf(id: string) {
  return (info: unknown, archive: unknown) => {
    const p = toPatient(id, info);
    return {
      name: `${p.firstName} ${p.lastName}`.trim(),
      number: p.patientId,
      archived: archive !== undefined && isArchivedData(archive),
    };
  };
}

const factsOf = (record: LocalRecord, section: (name: string) => unknown) =>
  recordFacts(record, section, identityOf(record.id));

/**
 * What the due list needs of every patient on one device, kept in memory: each record's facts
 * (its date, a main evaluation's goals and period, a patient's name) read once, and each
 * patient's facts put together from them. A write names the records it changed, and only those
 * are read again and only their patients put together again (a sync page too large for Dexie
 * to name them names them itself); a write that names none (a first download's slice) has the
 * index built again, in pages and short slices (docs/architecture.md#the-due-list).
 */
export class DueIndex {
  private records = new Map<string, RecordFacts>();
  /** Each record's children by id, in arrays: most records have none or a few, and a Set for
   * each (100,000 at 50,000 patients) costs more than an array's few slots. */
  private children = new Map<string, string[]>();
  private patients = new Map<string, PatientFacts>();

  /** `basis`: what the list is worked out for, so the build works out the answers too. */
  constructor(
    private readonly db: OptolightDb,
    private readonly basis?: () => AnswerBasis,
  ) {}

  /** Brings the index up to these changes; the map is the same one, changed in place. */
  async update(changed: ChangedRecords): Promise<ReadonlyMap<string, PatientFacts>> {
    const start = performance.now();
    // Past a fifth of the practice, a build: read by name, a record costs several times its share
    // of one.
    const isWhole = changed === everyRecord || changed.size * BY_NAME_COST > this.records.size;
    if (isWhole) await this.build();
    else await this.refresh(changed);
    performance.measure(isWhole ? 'optolight:due-build' : 'optolight:due-update', {
      start,
      end: performance.now(),
    });
    return this.patients;
  }

  private async build(): Promise<void> {
    this.records = new Map();
    this.children = new Map();
    const pause = slicer();
    let next = this.readPage('');
    for (;;) {
      const { rows, sections } = await next;
      const last = rows.at(-1);
      const more = last !== undefined && rows.length === PAGE;
      // The next page is read while this one is worked through (awaited on the next turn; should
      // this one fail, its failure is the build's, not an unheard one).
      if (more) {
        next = this.readPage(last.id);
        next.catch(() => undefined);
      }
      for (const row of rows) {
        this.put(factsOf(row, (name) => sections.get(`${row.id}\u0000${name}`)));
        await pause();
      }
      if (!more) break;
    }
    const patients = new Map<string, PatientFacts>();
    for (const record of this.records.values()) {
      if (record.kind !== 'patient') continue;
      patients.set(record.id, this.assemble(record));
      await pause();
    }
    if (this.basis) await answerAhead(patients.values(), this.basis(), pause);
    this.patients = patients;
  }

  /** One page of records by id, with the sections their facts come from. */
  private readPage(after: string) {
    const { db } = this;
    return db.transaction('r', [db.records, db.sections], async () => {
      const rows = await db.records.where(':id').above(after).limit(PAGE).toArray();
      const first = rows[0];
      const last = rows.at(-1);
      const sections = new Map<string, unknown>();
      if (!first || !last) return { rows, sections };
      const named = await Promise.all(
        factSections.map((name) =>
          db.sections
            .where('[name+recordId]')
            .between([name, first.id], [name, last.id], true, true)
            .toArray(),
        ),
      );
      for (const s of named.flat()) sections.set(`${s.recordId}\u0000${s.name}`, s.data);
      return { rows, sections };
    });
  }

  /**
   * Reads the changed records again and puts their patients together again, in pages and short
   * slices: a sync page after the download names a thousand records at once.
   */
  private async refresh(ids: ReadonlySet<string>): Promise<void> {
    const pause = slicer();
    const list = [...ids];
    const touched = new Set<string>();
    for (let at = 0; at < list.length; at += NAMED_PAGE) {
      const page = list.slice(at, at + NAMED_PAGE);
      const { rows, sections } = await this.readNamed(page);
      for (const [i, id] of page.entries()) {
        // The patient it belonged to before, and the one it belongs to now.
        touched.add(this.patientOf(id));
        const row = rows[i];
        if (!row) {
          this.remove(id);
          continue;
        }
        const own = sections.slice(i * factSections.length, (i + 1) * factSections.length);
        this.put(factsOf(row, (name) => own[factSections.indexOf(name as never)]?.data));
        touched.add(this.patientOf(id));
        await pause();
      }
    }
    const assembled: PatientFacts[] = [];
    for (const id of touched) {
      const patient = this.records.get(id);
      if (patient?.kind !== 'patient') {
        this.patients.delete(id);
        continue;
      }
      const facts = this.assemble(patient);
      this.patients.set(id, facts);
      assembled.push(facts);
    }
    if (this.basis) await answerAhead(assembled, this.basis(), pause);
  }

  /** These records and the sections their facts come from, in one transaction. */
  private readNamed(ids: string[]) {
    const { db } = this;
    return db.transaction('r', [db.records, db.sections], async () => {
      const keys = ids.flatMap((id) => factSections.map((name): [string, string] => [id, name]));
      const [rows, sections] = await Promise.all([
        db.records.bulkGet(ids),
        db.sections.bulkGet(keys),
      ]);
      return { rows, sections };
    });
  }

  private put(facts: RecordFacts): void {
    this.remove(facts.id);
    this.records.set(facts.id, facts);
    if (facts.parentId === null) return;
    const siblings = this.children.get(facts.parentId);
    if (siblings) siblings.push(facts.id);
    else this.children.set(facts.parentId, [facts.id]);
  }

  private remove(id: string): void {
    const old = this.records.get(id);
    const siblings = old?.parentId ? this.children.get(old.parentId) : undefined;
    const at = siblings?.indexOf(id) ?? -1;
    if (at >= 0) siblings?.splice(at, 1);
    this.records.delete(id);
  }

  /** The patient a record belongs to (itself for a patient); its own id when not known. */
  private patientOf(id: string): string {
    let current = this.records.get(id);
    for (let depth = 0; current?.parentId && depth < 4; depth++) {
      const parent = this.records.get(current.parentId);
      if (!parent) return current.parentId;
      current = parent;
    }
    return current?.id ?? id;
  }

  private assemble(patient: RecordFacts): PatientFacts {
    return patientFacts(patient, (id) =>
      (this.children.get(id) ?? []).flatMap((child) => {
        const facts = this.records.get(child);
        return facts ? [facts] : [];
      }),
    );
  }
}
