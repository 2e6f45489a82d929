import type { Addendum, Certification, Signature } from '@optolight/contract';
import { useKeyedLiveQuery } from '../../../db/keyed-live-query';
import type { EntryError, OptolightDb, OutboxEntry } from '../../../db/schema';
import { queuedSigning } from '../../../db/signing';
import { useDb } from './db';

type SignEntry = Extract<OutboxEntry, { type: 'signRecord' }>;
type AddendumEntry = Extract<OutboxEntry, { type: 'addAddendum' }>;
type CertifyEntry = Extract<OutboxEntry, { type: 'certifyPlan' }>;

/** Where a plan of care stands with its certification (docs/practices.md#certifying-the-plan-of-care). */
export interface PlanCertification {
  certification: Certification | null;
  /** Certified on this device, waiting for the server. */
  pending: boolean;
  /** Why the server refused this device's certification. */
  refused: (EntryError & { seq: number }) | null;
}

/** An addendum as the device shows it: from the server, or still in the outbox. */
export interface ShownAddendum {
  id: string;
  text: string;
  /** Null while it waits to sync (or was refused): the server dates and signs it. */
  signed: Pick<Addendum, 'at' | 'by'> | null;
  refused?: EntryError;
}

/** Where a record stands with its signature (docs/product.md#signed-records). */
export interface RecordSigning {
  signature: Signature | null;
  /** The signature queued on this device and not yet taken by the server. */
  pending: SignEntry | null;
  /** The server refused this device's signature; kept until the person reviews the record. */
  refused: SignEntry | null;
  addenda: ShownAddendum[];
  /** No section of it can be saved: signed, signed here and waiting to sync, or a refused
   * signature under review (the forms follow what is stored until the person edits or signs). */
  locked: boolean;
  /** Addenda can be added: signed, or signed here and waiting to sync. */
  takesAddenda: boolean;
  /** A main evaluation's or update note's plan of care; null for other records. */
  plan: PlanCertification | null;
}

function planOf(
  record: { kind: string; certification?: Certification | null } | undefined,
  queued: CertifyEntry[],
): PlanCertification | null {
  if (!record || (record.kind !== 'mainEvaluation' && record.kind !== 'updateNote')) return null;
  const certification = record.certification ?? null;
  const refused = certification
    ? undefined
    : queued.find((e) => e.status === 'rejected' || e.refused);
  return {
    certification,
    pending: !certification && queued.some((e) => e.status === 'pending' && !e.refused),
    refused: refused
      ? {
          seq: refused.seq,
          ...(refused.error ??
            refused.refused ?? { message: 'The server did not take the certification.' }),
        }
      : null,
  };
}

export async function loadSigning(db: OptolightDb, recordId: string): Promise<RecordSigning> {
  const [record, queued] = await Promise.all([
    db.records.get(recordId),
    queuedSigning(db, recordId),
  ]);
  const signature = record?.signature ?? null;
  const signs = queued.filter((e): e is SignEntry => e.type === 'signRecord');
  const pending = signs.find((e) => e.status === 'pending' && !e.refused) ?? null;
  const refused = signature ? null : (signs.find((e) => e.status === 'rejected') ?? null);
  const stored = record?.addenda ?? [];
  const known = new Set(stored.map((a) => a.id));
  const waiting = queued
    .filter((e): e is AddendumEntry => e.type === 'addAddendum' && !known.has(e.addendumId))
    .map((e) => ({
      id: e.addendumId,
      text: e.text,
      signed: null,
      ...(e.status === 'rejected' || e.refused ? { refused: e.error ?? e.refused } : {}),
    }));
  return {
    signature,
    pending,
    refused,
    addenda: [...stored.map((a) => ({ id: a.id, text: a.text, signed: a })), ...waiting],
    locked: signature !== null || pending !== null || refused !== null,
    takesAddenda: signature !== null || pending !== null,
    plan: planOf(
      record,
      queued.filter((e): e is CertifyEntry => e.type === 'certifyPlan'),
    ),
  };
}

/** The record's signing state, kept current; undefined while loading or for a new record. */
export function useRecordSigning(recordId: string | null): RecordSigning | undefined {
  const db = useDb();
  return useKeyedLiveQuery(
    () => (db && recordId ? loadSigning(db, recordId) : undefined),
    [db, recordId],
  );
}
