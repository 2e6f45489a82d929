import type { Change } from '@optolight/contract';
import { patientArchiveSection } from '@optolight/domain';
import { notePatientsStored, noteRecordsStored } from '../db/changed-records';
import { getMeta, setMeta } from '../db/meta';
import type { LocalSection, OptolightDb } from '../db/schema';
import { appVersion, isNewerThanApp, rowUpToApp, upToApp } from '../db/section-version';
import { queuedSections, rebase, sectionKey } from './queued';

type SectionChange = Extract<Change, { type: 'section' }>;

/**
 * The stored rows a page's sections land on, in the page's order. During the first download only
 * those with queued edits are read (a first download of a big practice is a hundred thousand
 * sections, and reading each before writing it took about a fifth of the download). Every other
 * stored row came from earlier in the same feed, or from this device's push, which a round makes
 * before its pull: the page, read after both, holds the same version or a later one, so writing
 * it without comparing loses nothing. Once the device holds the practice, every row is read, so
 * a version already stored is never written back over.
 */
async function storedSections(
  db: OptolightDb,
  changes: SectionChange[],
  queued: Set<string>,
  isComplete: boolean,
): Promise<(LocalSection | undefined)[]> {
  const keyOf = (c: SectionChange): [string, string] => [c.recordId, c.name];
  if (isComplete) return db.sections.bulkGet(changes.map(keyOf));
  const read = changes.filter((c) => queued.has(sectionKey(c.recordId, c.name)));
  const rows = await db.sections.bulkGet(read.map(keyOf));
  const byKey = new Map(read.map((c, i) => [sectionKey(c.recordId, c.name), rows[i]]));
  return changes.map((c) => byKey.get(sectionKey(c.recordId, c.name)));
}

/**
 * Stores a page of server changes and the new cursor in one transaction
 * (docs/sync-protocol.md#rule-6-pull-by-server-sequence). A section with queued edits is rebased,
 * never overwritten. Reads and writes go in bulk: an initial pull of a large practice is tens of
 * thousands of rows.
 */
export async function applyPullPage(
  db: OptolightDb,
  changes: Change[],
  cursor: number,
  isLast = false,
  giveWay?: AbortSignal,
): Promise<void> {
  await db.transaction(
    'rw',
    [db.records, db.sections, db.conflicts, db.outbox, db.meta],
    async (tx) => {
      // Rolled back whole when the person's work should go first: nothing of the page and not
      // its cursor is stored, so it is simply stored again later.
      giveWay?.addEventListener(
        'abort',
        () => {
          try {
            tx.abort();
          } catch {
            // Already committed: nothing to give way.
          }
        },
        { once: true },
      );
      const sectionChanges = changes.flatMap((c) => (c.type === 'section' ? [c] : []));
      const [queued, isComplete] = await Promise.all([
        queuedSections(db),
        getMeta<boolean>(db, 'complete', false),
      ]);
      const existing = await storedSections(db, sectionChanges, queued, isComplete);
      const at = new Date().toISOString();
      const sections: LocalSection[] = [];
      sectionChanges.forEach((change, i) => {
        const stored = existing[i];
        if (stored && change.version <= stored.serverVersion) return;
        const row = { recordId: change.recordId, name: change.name, updatedAt: at };
        const held = { serverVersion: change.version, schemaVersion: change.schemaVersion };
        // Written by a newer app: kept exactly as it came, read-only here until the app is
        // updated (docs/sync-protocol.md#rule-16-stored-sections-have-versions). Queued edits
        // of this device still go up; the server brings them up to its shape.
        if (isNewerThanApp({ ...row, ...held })) {
          sections.push({ ...row, ...held, data: change.data, serverData: change.data });
          return;
        }
        const incoming = upToApp(change.name, change.data, change.schemaVersion);
        const section = stored && rowUpToApp(stored);
        const data =
          section && queued.has(sectionKey(change.recordId, change.name))
            ? rebase(section.serverData, section.data, incoming)
            : incoming;
        sections.push({
          ...row,
          data,
          serverData: incoming,
          serverVersion: change.version,
          schemaVersion: appVersion(change.name),
        });
      });
      await Promise.all([
        db.records.bulkPut(changes.flatMap((c) => (c.type === 'record' ? [{ ...c.record }] : []))),
        db.conflicts.bulkPut(changes.flatMap((c) => (c.type === 'conflict' ? [c.conflict] : []))),
        db.sections.bulkPut(sections),
        setMeta(db, 'cursor', cursor),
        // The device holds the whole practice from here on
        // (docs/sync-protocol.md#rule-14-honest-status).
        ...(isLast ? [setMeta(db, 'complete', true)] : []),
      ]);
      notePatientsStored(tx, listedPatients(changes));
      // Once the device holds the practice: what keeps every record (the due index) is built
      // after the first download, from the whole practice, and the ids of a download's slices
      // would only weigh on the broadcast. The slice that completes the download too: its
      // broadcast can reach a page after the worker's word that the download is done, when the
      // index's build has already read it, and named it is read again by its records, not by a
      // second build (5.5 then 11.5 s at 10,000 patients).
      if (isComplete || isLast) noteRecordsStored(tx, storedRecords(changes));
    },
  );
}

/** The patients whose rows in the patient list a page changes: their record, their info or
 * their archive mark. */
const listedPatients = (changes: Change[]): string[] => [
  ...new Set(
    changes.flatMap((c) =>
      c.type === 'record' && c.record.kind === 'patient'
        ? [c.record.id]
        : c.type === 'section' && (c.name === 'info' || c.name === patientArchiveSection)
          ? [c.recordId]
          : [],
    ),
  ),
];

/** Every record a page stores a row or a section of. */
const storedRecords = (changes: Change[]): string[] => [
  ...new Set(
    changes.flatMap((c) =>
      c.type === 'record' ? [c.record.id] : c.type === 'section' ? [c.recordId] : [],
    ),
  ),
];
