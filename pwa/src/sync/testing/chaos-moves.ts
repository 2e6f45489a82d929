import type { Change } from '@optolight/contract';
import { fixturePatients } from '@optolight/fixtures';
import { v7 as uuidv7 } from 'uuid';
import { createRecord, deleteRecord } from '../../db/repo';
import { appendEntry } from '../../db/outbox';
import type { LocalRecord, OptolightDb, OutboxEntry } from '../../db/schema';
import { pickFrom } from '../../lib/prng';

/**
 * Moves of the chaos run beyond plain edits: what a clinic does now and then (delete a patient,
 * give a freed patient number to a new one) and what a buggy or older client may send.
 */

/**
 * Deletes a patient this device knows (with its evaluations and notes on the server), and
 * registers a new patient under the freed patient number right after; returns the new patient.
 * Two devices doing this to one patient make a true duplicate number: one is refused, visibly.
 */
export async function deleteAndReuseNumber(
  db: OptolightDb,
  random: () => number,
): Promise<string | undefined> {
  const patients = await db.records
    .where('kind')
    .equals('patient')
    .filter((r) => !r.deleted)
    .toArray();
  if (!patients.length) return undefined;
  const patient = pickFrom(random, patients);
  const info = (await db.sections.get([patient.id, 'info']))?.data as
    { patientId?: string } | undefined;
  await deleteRecord(db, patient.id);
  return createRecord(db, {
    kind: 'patient',
    parentId: null,
    sections: {
      info: { ...fixturePatients.aiko, patientId: info?.patientId ?? `R-${patient.id}` },
    },
  });
}

/** Queues an entry the server cannot take as it is (a date it cannot read), between good ones. */
export async function queueMalformed(db: OptolightDb): Promise<string> {
  const recordId = uuidv7();
  await db.transaction('rw', [db.outbox, db.meta], async () => {
    const entry = await appendEntry(db, {
      type: 'createRecord',
      recordId,
      kind: 'patient',
      parentId: null,
    });
    await db.outbox.put({ ...entry, createdAt: 'yesterday' });
  });
  return recordId;
}

/**
 * Records whose changes the server may rightly refuse: deleted there (with all below them), made
 * under one of those on a device that did not know yet, or made by a malformed entry.
 */
export function refusable(
  feed: Change[],
  local: LocalRecord[],
  malformed: ReadonlySet<string>,
): Set<string> {
  const onServer = new Map<string, boolean>();
  for (const c of feed) if (c.type === 'record') onServer.set(c.record.id, c.record.deleted);
  const out = new Set([...malformed, ...[...onServer].filter(([, d]) => d).map(([id]) => id)]);
  for (let grew = true; grew;) {
    grew = false;
    for (const r of local) {
      if (!out.has(r.id) && !onServer.has(r.id) && r.parentId && out.has(r.parentId)) {
        out.add(r.id);
        grew = true;
      }
    }
  }
  return out;
}

/** Patients registered under a reused number whose details this device saw refused as a
 * duplicate (another device reused the same number first). */
export const refusedDuplicates = (outbox: OutboxEntry[], reused: ReadonlySet<string>): string[] =>
  outbox.flatMap((e) =>
    e.status === 'rejected' &&
    e.type === 'saveSection' &&
    reused.has(e.recordId) &&
    e.error?.errors?.patientId
      ? [e.recordId]
      : [],
  );

/** An outbox entry left on a device that is a visible, rightful refusal rather than a loss. */
export const isRightfulRefusal = (e: OutboxEntry, records: ReadonlySet<string>): boolean =>
  e.status === 'rejected' && 'recordId' in e && records.has(e.recordId);
