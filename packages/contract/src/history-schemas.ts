import { z } from 'zod';
import { StoredKind } from '@optolight/domain';
import { Signer } from './signing-schemas';

/** The account that made a change. */
export const HistoryAccount = z.object({ id: z.string(), name: z.string(), email: z.string() });

/**
 * Where a change came from: a device of the account that synced it, by the name it registered
 * with ('Chrome on iPad'; null for a device registered before devices had names), or the web
 * API (a REST save, `section_revisions.source = 'api'`).
 */
export const HistorySource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('device'), deviceId: z.string(), deviceName: z.string().nullable() }),
  z.object({ kind: z.literal('web') }),
]);
export type HistorySource = z.infer<typeof HistorySource>;

/** One field of a section before and after a save; null where it had no value. */
export const HistoryFieldChange = z.object({
  /** Dotted through groups: 'leftObservation.eyeMuscleStrength.LR'. */
  path: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

const Who = { at: z.string(), account: HistoryAccount };

/**
 * One event of a record: its creation, a section saved as a new version (with every field
 * that differs from the section's version before; version 1 from the empty form), its signature,
 * or an addendum. Where the
 * creation came from is where its first saved section came from; null when it has none yet.
 */
export const HistoryEntry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('created'), ...Who, source: HistorySource.nullable() }),
  z.object({
    type: z.literal('saved'),
    ...Who,
    source: HistorySource,
    section: z.string(),
    version: z.number().int().positive(),
    changes: z.array(HistoryFieldChange),
  }),
  /** Signed, with the name and credentials printed with the signature. */
  z.object({ type: z.literal('signed'), ...Who, signedBy: Signer }),
  /** The plan of care certified by a physician or NPP of the practice. */
  z.object({ type: z.literal('certified'), ...Who, certifiedBy: Signer }),
  z.object({
    type: z.literal('addendum'),
    ...Who,
    source: HistorySource,
    id: z.string(),
    text: z.string(),
    by: Signer,
  }),
]);
export type HistoryEntry = z.infer<typeof HistoryEntry>;

/** Every change of one record, newest first (docs/product.md#record-history). */
export const RecordHistory = z.object({
  id: z.string(),
  kind: StoredKind,
  entries: z.array(HistoryEntry),
});
export type RecordHistory = z.infer<typeof RecordHistory>;
