import type { Mutation, MutationResult } from '@optolight/contract';
import {
  currentVersion,
  homeProgramSection,
  sameValue,
  storedSectionVersions,
} from '@optolight/domain';
import { reserveServerSeqs } from '../../db/server-seq';
import { savepoint, type Tx } from '../../db/storage';
import { notFound } from '../../http/errors';
import { assertUnsigned } from '../records/lock';
import { recordRepo, type RecordRow, type StoredSection } from '../records/repo';
import { sectionSchema } from '../records/section-schema';
import { mergeOnto } from '../records/sections';
import type { ApplyContext } from './apply';
import { syncRepo } from './repo';
import { editUpToDate } from './versions';

type SaveSection = Extract<Mutation, { type: 'saveSection' }>;
const key = (recordId: string, name: string) => `${recordId}\u0000${name}`;

/**
 * A push's section saves, decided in memory and written together
 * (docs/sync-protocol.md#rule-17-a-push-is-written-in-few-statements). A save that merges
 * cleanly is decided by the same rules as every save (records/sections.ts) against the sections
 * as this push has left them, and written at `flush` with the saves before it: a few statements
 * per push instead of a dozen per save. Anything else (a conflict, a patient's details, a
 * questionnaire result, which is scored with its patient's date of birth, a record made or
 * deleted) is not taken here: the caller flushes, applies it alone, and calls
 * `forget`, since it may have changed what is held.
 */
export class SaveBatch {
  /** Live records of the account by id; null: not one (missing, deleted, another account's). */
  private readonly records = new Map<string, RecordRow | null>();
  /** Sections of the records above; a record's missing name is a section never saved. */
  private readonly sections = new Map<string, StoredSection>();
  private readonly touched = new Map<string, string>();
  private readonly latest = new Map<string, Omit<SectionRow, 'serverSeq'>>();
  private revisions: RevisionRow[] = [];
  private results: ResultRow[] = [];

  constructor(
    private readonly tx: Tx,
    private readonly ctx: ApplyContext,
  ) {}

  /** Reads the records (and their sections) these ids name, in two statements. */
  async load(ids: string[]): Promise<void> {
    const wanted = [...new Set(ids)].filter((id) => !this.records.has(id));
    if (!wanted.length) return;
    for (const id of wanted) this.records.set(id, null);
    const found = await recordRepo.ownedIn(this.tx, this.ctx.ownerId, wanted);
    for (const row of found) this.records.set(row.id, row);
    if (!found.length) return;
    for (const s of await recordRepo.sectionsOf(
      this.tx,
      found.map((r) => r.id),
    ))
      this.sections.set(key(s.recordId, s.name), { data: s.data, version: s.version });
  }

  /**
   * The result of a save decided here, held until `flush`; undefined when it must be applied
   * alone. A save the rules refuse throws as applyMutation does, and changes nothing.
   */
  async save(m: SaveSection): Promise<MutationResult | undefined> {
    await this.load([m.recordId]);
    const record = this.records.get(m.recordId);
    if (!record) throw notFound('Record not found');
    assertUnsigned(record);
    // The patient number kept on the record is checked against the account's other patients,
    // and a programme save also writes the version the patient side reads.
    if (record.kind === 'patient' && (m.section === 'info' || m.section === homeProgramSection))
      return undefined;
    // A questionnaire result is scored with its patient's date of birth, read when applied alone.
    if (record.kind === 'outcomeResult') return undefined;
    const versions = this.ctx.versions ?? storedSectionVersions;
    const { data: input, base } = editUpToDate(m.section, m, versions);
    const w = {
      kind: record.kind,
      name: m.section,
      data: sectionSchema(record.kind, m.section).parse(input),
    };
    const at = key(m.recordId, m.section);
    const current = this.sections.get(at);
    const baseData = current && !sameValue(current.data, w.data) ? base : undefined;
    const { changed, conflicts, version, data } = mergeOnto(w, current, baseData, 'keep');
    // A conflict is recorded with who wrote each side: applied alone, with those reads.
    if (conflicts.length) return undefined;

    this.touched.set(m.recordId, this.ctx.at);
    if (changed) {
      const row = {
        recordId: m.recordId,
        name: m.section,
        ownerId: this.ctx.ownerId,
        data,
        version,
        updatedAt: this.ctx.at,
        schemaVersion: currentVersion(m.section, versions),
      };
      this.sections.set(at, { data, version });
      this.latest.set(at, row);
      this.revisions.push({
        recordId: row.recordId,
        name: row.name,
        version,
        data,
        source: this.ctx.deviceId,
        createdAt: this.ctx.at,
        schemaVersion: row.schemaVersion,
      });
    }
    const result: MutationResult = { seq: m.seq, status: 'applied', version };
    // What was stored, when it is not what was sent (normalised, merged or brought up from an
    // older app's shape): the device's next base.
    if (!sameValue(data, m.data)) {
      result.data = data;
      result.schemaVersion = currentVersion(m.section, versions);
    }
    return result;
  }

  /** Holds an entry's result until `flush`. */
  keepResult(row: ResultRow): void {
    this.results.push(row);
  }

  /**
   * Writes what the saves since the last flush decided, in one savepoint: the records they
   * touched and the sections they changed each take one new feed position (what a device pulls
   * is each row's latest state), every version goes to the revision history, and every result
   * is stored. On failure nothing of it is kept and the error is thrown.
   */
  async flush(): Promise<void> {
    const { touched, latest, revisions, results } = this;
    if (!touched.size && !results.length) return;
    await savepoint(this.tx, async (sp) => {
      const count = touched.size + latest.size;
      let position = count ? await reserveServerSeqs(sp, count) : 0;
      for (const [id, updatedAt] of touched)
        await recordRepo.touchAt(sp, id, updatedAt, position++);
      const rows = [...latest.values()].map((row) => ({ ...row, serverSeq: position++ }));
      await recordRepo.storeSectionRows(sp, rows, revisions);
      await syncRepo.storeResults(sp, results);
    });
    this.clearPending();
  }

  /** Forgets what was read: an entry applied alone may have changed it. */
  forget(): void {
    this.records.clear();
    this.sections.clear();
  }

  /** Forgets everything, written or not: after a flush that failed. */
  drop(): void {
    this.forget();
    this.clearPending();
  }

  private clearPending(): void {
    this.touched.clear();
    this.latest.clear();
    this.revisions = [];
    this.results = [];
  }
}

type SectionRow = Parameters<typeof recordRepo.storeSectionRows>[1][number];
type RevisionRow = Parameters<typeof recordRepo.storeSectionRows>[2][number];
type ResultRow = Parameters<typeof syncRepo.storeResults>[1][number];
