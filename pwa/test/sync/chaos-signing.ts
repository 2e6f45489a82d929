import type { OptolightDb, OutboxEntry } from '../../src/db/schema';
import {
  CannotSignError,
  pendingSignature,
  queueAddendum,
  queueSignature,
} from '../../src/db/signing';
import { pickFrom } from '../../src/lib/prng';

/**
 * Signing in the chaos run (docs/product.md#signed-records): a device signs an evaluation or a
 * note as it shows it, or adds an addendum to a signed one, while other devices go on editing.
 */

type SignEntry = Extract<OutboxEntry, { type: 'signRecord' }>;

/** A signature a device queued, with the sections it covered as that device showed them. */
export interface QueuedSign {
  device: string;
  recordId: string;
  mutationId: string;
  seen: SignEntry['seen'];
}

export interface QueuedAddendum {
  device: string;
  recordId: string;
  addendumId: string;
  text: string;
}

/** How often each outcome happened: the run must show that signing really raced editing. */
export interface SignTally {
  signsAccepted: number;
  /** Refused by the server (changed since it was shown, or signed by another device first). */
  signsRefused: number;
  signsRefusedHere: number;
  /** Saves the device refused itself: the record was signed there, or its signature queued. */
  savesRefusedHere: number;
  /** Saves queued before the device knew of the signature, refused by the server. */
  savesRefused: number;
  addendaAdded: number;
  addendaRefused: number;
  addendaRefusedHere: number;
  /** The owner moved a member between clinician and front desk (docs/practices.md). */
  roleChanges: number;
  /** The owner removed a member, who signed in again into a practice of their own. */
  removals: number;
}

export const emptyTally = (): SignTally => ({
  signsAccepted: 0,
  signsRefused: 0,
  signsRefusedHere: 0,
  savesRefusedHere: 0,
  savesRefused: 0,
  addendaAdded: 0,
  addendaRefused: 0,
  addendaRefusedHere: 0,
  roleChanges: 0,
  removals: 0,
});

/** What the devices of one run queued for signing, and the tally of what came of it. */
export interface SignLog {
  signs: QueuedSign[];
  addenda: QueuedAddendum[];
  tally: SignTally;
}

const signable = (db: OptolightDb) =>
  db.records
    .orderBy('id')
    .filter((r) => !r.deleted && r.kind !== 'patient' && r.kind !== 'outcomeResult')
    .toArray();

/** The device signs an evaluation or note it holds; a signature it refuses itself is counted. */
export async function signMove(
  db: OptolightDb,
  device: string,
  random: () => number,
  log: SignLog,
): Promise<void> {
  const records = await signable(db);
  if (!records.length) return;
  // The first evaluation is the one edits land on most: its signature races them.
  const record = pickFrom(random, random() < 0.5 ? records.slice(0, 1) : records);
  const queuedBefore = await pendingSignature(db, record.id);
  try {
    await queueSignature(db, record.id);
  } catch (error) {
    if (!(error instanceof CannotSignError)) throw error;
    log.tally.signsRefusedHere += 1;
    return;
  }
  const entry = await pendingSignature(db, record.id);
  // Signed or queued already: signing again queues nothing. A sign move run meanwhile (during a
  // background sync's request) may have queued this very entry: one signature, logged once.
  if (queuedBefore || !entry || log.signs.some((s) => s.mutationId === entry.mutationId)) return;
  log.signs.push({ device, recordId: record.id, mutationId: entry.mutationId, seen: entry.seen });
}

/** The device adds an addendum to a record signed there (or whose signature it queued). */
export async function addendumMove(
  db: OptolightDb,
  device: string,
  random: () => number,
  text: string,
  log: SignLog,
): Promise<void> {
  const records = await signable(db);
  const pending = new Set(
    (await db.outbox.where('status').equals('pending').toArray()).flatMap((e) =>
      e.type === 'signRecord' ? [e.recordId] : [],
    ),
  );
  const signed = records.filter((r) => r.signature || pending.has(r.id));
  if (!signed.length) return;
  const recordId = pickFrom(random, signed).id;
  try {
    const addendumId = await queueAddendum(db, recordId, text);
    log.addenda.push({ device, recordId, addendumId, text });
  } catch (error) {
    // A sync in the background has just seen its signature refused: nothing to add to.
    if (!(error instanceof CannotSignError)) throw error;
    log.tally.addendaRefusedHere += 1;
  }
}
