import type { Mutation } from '@optolight/contract';
import { msg } from '@optolight/domain';
import { v7 as uuidv7 } from 'uuid';
import { guardQuota } from './errors';
import { appendEntry } from './outbox';
import type { OptolightDb, OutboxEntry } from './schema';
import { isNewerThanApp } from './section-version';

/**
 * Signing and addenda on the device (docs/product.md#signed-records). Both are queued like any
 * change, so they work offline; the server decides, and a refusal stays visible in the outbox.
 */

type SignEntry = Extract<OutboxEntry, { type: 'signRecord' }>;
type AddendumEntry = Extract<OutboxEntry, { type: 'addAddendum' }>;
type CertifyEntry = Extract<OutboxEntry, { type: 'certifyPlan' }>;
type Seen = Extract<Mutation, { type: 'signRecord' }>['seen'];

/** The draft section an addendum's text is kept under while it is typed (docs/drafts.md). */
export const ADDENDUM_DRAFT = 'addendum';

/** Why a record cannot be signed here yet, in words a person can act on. */
export class CannotSignError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CannotSignError';
  }
}

/** The record's own outbox entries: a handful, however many other changes wait (every section
 * save reads this, so it must not grow with the queue). */
const entriesOf = (db: OptolightDb, recordId: string) =>
  db.outbox.where('recordId').equals(recordId);

/** The record's queued signature still waiting for the server, if any. */
export async function pendingSignature(
  db: OptolightDb,
  recordId: string,
): Promise<SignEntry | undefined> {
  const entry = await entriesOf(db, recordId)
    .filter((e) => e.type === 'signRecord' && e.status === 'pending')
    .first();
  return entry as SignEntry | undefined;
}

/**
 * Queues the signature of an evaluation or note as this device shows it: every stored section,
 * with the edits still queued before it (they reach the server first). Refused here when there is
 * typed text not yet saved, or content a newer app wrote that this app cannot show: a signature
 * covers exactly what its signer saw.
 */
export function queueSignature(db: OptolightDb, recordId: string): Promise<void> {
  return guardQuota(() =>
    db.transaction(
      'rw',
      [db.records, db.sections, db.outbox, db.meta, db.drafts, db.conflicts],
      async () => {
        const [record, rows, drafts, pending, conflicts] = await Promise.all([
          db.records.get(recordId),
          db.sections.where('recordId').equals(recordId).toArray(),
          db.drafts.where('key').equals(recordId).toArray(),
          pendingSignature(db, recordId),
          openConflictCount(db, recordId),
        ]);
        if (!record || record.deleted || record.kind === 'patient')
          throw new CannotSignError('That evaluation or note is not on this device.');
        if (record.signature || pending) return;
        // Once signed, nothing could settle it (the server refuses the same).
        if (conflicts) throw new CannotSignError(msg.signOverConflict);
        // An addendum typed while the record was locked is not part of what is signed.
        if (drafts.some((d) => d.section !== ADDENDUM_DRAFT))
          throw new CannotSignError(
            'Some changes are typed but not saved. Save or discard them, then sign.',
          );
        if (!rows.length) throw new CannotSignError('Nothing is saved in this record yet.');
        if (rows.some(isNewerThanApp))
          throw new CannotSignError(
            'Part of this record was saved by a newer version of Optolight. Update the app to review and sign it.',
          );
        const seen: Seen = Object.fromEntries(
          rows.map((r) => [
            r.name,
            r.schemaVersion && r.schemaVersion !== 1
              ? { data: r.data, schemaVersion: r.schemaVersion }
              : { data: r.data },
          ]),
        );
        // Signing again after a refusal answers it: the refused signature leaves the outbox.
        const refused = await entriesOf(db, recordId)
          .filter((e) => e.type === 'signRecord' && e.status === 'rejected')
          .primaryKeys();
        await db.outbox.bulkDelete(refused);
        await appendEntry(db, { type: 'signRecord', recordId, seen });
      },
    ),
  );
}

/** How many conflicts of a record nobody has settled yet. */
export const openConflictCount = (db: OptolightDb, recordId: string): Promise<number> =>
  db.conflicts
    .where('recordId')
    .equals(recordId)
    .filter((c) => !c.resolvedAt)
    .count();

/** Queues a dated addendum to a signed record (or one whose signature is queued before it). */
export function queueAddendum(db: OptolightDb, recordId: string, text: string): Promise<string> {
  const addendumId = uuidv7();
  return guardQuota(() =>
    db.transaction('rw', [db.records, db.outbox, db.meta], async () => {
      const [record, pending] = await Promise.all([
        db.records.get(recordId),
        pendingSignature(db, recordId),
      ]);
      if (!record?.signature && !pending)
        throw new CannotSignError('Only a signed record takes addenda: edit the record itself.');
      await appendEntry(db, { type: 'addAddendum', recordId, addendumId, text });
      return addendumId;
    }),
  );
}

/** The records that hold a plan of care a physician or NPP certifies. */
export const holdsPlan = (kind: string) => kind === 'mainEvaluation' || kind === 'updateNote';

/**
 * Queues the certification of a record's plan of care by the signed-in member
 * (docs/practices.md#certifying-the-plan-of-care): once the record is signed, or its signature is
 * queued before it. The server decides whether the member certifies; a refusal stays in the
 * outbox with its reason.
 */
export function queueCertification(db: OptolightDb, recordId: string): Promise<void> {
  return guardQuota(() =>
    db.transaction('rw', [db.records, db.outbox, db.meta], async () => {
      const [record, pending, queued] = await Promise.all([
        db.records.get(recordId),
        pendingSignature(db, recordId),
        entriesOf(db, recordId)
          .filter((e) => e.type === 'certifyPlan')
          .toArray(),
      ]);
      if (!record || record.deleted || !holdsPlan(record.kind))
        throw new CannotSignError('Only a main evaluation or an update note holds a plan of care.');
      if (!record.signature && !pending) throw new CannotSignError(msg.certifyUnsigned);
      if (record.certification || queued.some((e) => e.status === 'pending')) return;
      // Certifying again after a refusal answers it: the refused one leaves the outbox.
      await db.outbox.bulkDelete(queued.map((e) => e.seq));
      await appendEntry(db, { type: 'certifyPlan', recordId });
    }),
  );
}

/** The record's addenda, signatures and certifications still in the outbox: queued, or refused
 * by the server. */
export async function queuedSigning(
  db: OptolightDb,
  recordId: string,
): Promise<(SignEntry | AddendumEntry | CertifyEntry)[]> {
  const entries = await entriesOf(db, recordId).toArray();
  return entries.filter(
    (e): e is SignEntry | AddendumEntry | CertifyEntry =>
      e.type === 'signRecord' || e.type === 'addAddendum' || e.type === 'certifyPlan',
  );
}
