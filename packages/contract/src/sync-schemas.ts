import { z } from 'zod';
import { Id, StoredKind, Timestamp } from '@optolight/domain';
import { Addendum, AddendumText, Certification, Signature } from './signing-schemas';

/** Record kinds the sync feed carries: patients and the four clinical kinds. */
export const SyncKind = StoredKind;
export type SyncKind = StoredKind;

/** Sections a patient record has, beside the clinical sections of evaluations and notes: the
 * details, the registration form and the home programme. */
export const patientSections = ['info', 'patientReg', 'homeProgram'] as const;

const MutationBase = { seq: z.number().int().positive(), mutationId: Id };

/**
 * The version of the section's shape `data` and `base` were written in
 * (docs/sync-protocol.md#rule-16-stored-sections-have-versions). Absent: version 1, what every
 * app sent before sections had versions, so a tablet running last month's app keeps syncing.
 */
const SchemaVersion = z.number().int().positive();

export const Mutation = z.discriminatedUnion('type', [
  z.strictObject({
    ...MutationBase,
    type: z.literal('createRecord'),
    recordId: Id,
    kind: SyncKind,
    parentId: Id.nullable(),
    createdAt: Timestamp,
  }),
  z.strictObject({
    ...MutationBase,
    type: z.literal('saveSection'),
    recordId: Id,
    section: z.string().min(1).max(40),
    /** The whole section as saved on the device. */
    data: z.unknown(),
    /** The section content the edit started from (the device's view before this save). */
    base: z.unknown(),
    /** The server version that content was built on; 0 when the section was new. */
    baseVersion: z.number().int().nonnegative(),
    schemaVersion: SchemaVersion.optional(),
  }),
  z.strictObject({ ...MutationBase, type: z.literal('deleteRecord'), recordId: Id }),
  /**
   * Signs an evaluation or a note as it was shown: `seen` is every section the signer saw, as the
   * device held it. The device's own saves before it in the queue reach the server first, so
   * the signature is refused only when the record holds anything else
   * (docs/sync-protocol.md#signatures-cover-what-was-seen).
   */
  z.strictObject({
    ...MutationBase,
    type: z.literal('signRecord'),
    recordId: Id,
    seen: z
      .record(
        z.string().min(1).max(40),
        z.strictObject({ data: z.unknown(), schemaVersion: SchemaVersion.optional() }),
      )
      .refine((seen) => Object.keys(seen).length <= 20, 'A record has at most 20 sections'),
  }),
  z.strictObject({
    ...MutationBase,
    type: z.literal('addAddendum'),
    recordId: Id,
    /** Made on the device, so a resent addendum is added once. */
    addendumId: Id,
    text: AddendumText,
  }),
  /** Certifies the plan of care of a signed main evaluation or update note as the member who
   * sends it (docs/practices.md#certifying-the-plan-of-care). */
  z.strictObject({ ...MutationBase, type: z.literal('certifyPlan'), recordId: Id }),
  /**
   * Takes the place of a change the server could not take at all (it refused a request holding
   * only that change): the device keeps the change as refused, and the server moves past its seq.
   */
  z.strictObject({
    ...MutationBase,
    type: z.literal('withdraw'),
    reason: z.string().max(500),
  }),
  z.strictObject({
    ...MutationBase,
    type: z.literal('resolveConflict'),
    conflictId: Id,
    /** The section as the person settled it, and what it was before they chose. */
    data: z.unknown(),
    base: z.unknown(),
    schemaVersion: SchemaVersion.optional(),
  }),
]);
export type Mutation = z.infer<typeof Mutation>;

export const MutationResult = z.object({
  seq: z.number(),
  status: z.enum(['applied', 'conflict', 'rejected']),
  version: z.number().optional(),
  /** The stored section after a save, when it differs in any way from what was sent (merged,
   * normalised, or brought up from an older version's shape). */
  data: z.unknown().optional(),
  /** The version of `data`'s shape (docs/sync-protocol.md#rule-16-stored-sections-have-versions),
   * with `data`. */
  schemaVersion: z.number().int().positive().optional(),
  conflictId: z.string().optional(),
  message: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type MutationResult = z.infer<typeof MutationResult>;

/**
 * What a batch needs to be placed in the device's order: a seq and a mutation id per entry. The
 * rest of each entry is checked on its own (Mutation), so one malformed entry is refused alone
 * and the entries behind it still apply.
 */
export const MutationEnvelope = z.looseObject({ ...MutationBase });
export type MutationEnvelope = z.infer<typeof MutationEnvelope>;
export const PushRequest = z.strictObject({
  deviceId: Id,
  mutations: z.array(MutationEnvelope).min(1).max(500),
});
export const PushResponse = z.object({
  results: z.array(MutationResult),
  /** The highest seq of this device the server has applied. */
  ackedSeq: z.number(),
});
export type PushResponse = z.infer<typeof PushResponse>;

export const FieldConflict = z.object({ path: z.string(), mine: z.unknown(), theirs: z.unknown() });
/** Who wrote one side of a conflict: a device of the account (named when it gave a name) or
 * null for a save made through the REST API, and when the server stored it. */
export const ConflictSide = z.object({
  deviceId: z.string().nullable(),
  deviceName: z.string().nullable(),
  /** The practice member whose device it is; absent on a REST save and on older conflicts. */
  memberId: z.string().optional(),
  memberName: z.string().optional(),
  at: z.string(),
});
export type ConflictSide = z.infer<typeof ConflictSide>;
export const SyncConflict = z.object({
  id: z.string(),
  recordId: z.string(),
  section: z.string(),
  fields: z.array(FieldConflict),
  /** The device whose save met the conflict: `mine` in `fields` is its value. */
  deviceId: z.string(),
  /** Absent on conflicts stored before the server kept where each side came from. */
  sides: z.object({ mine: ConflictSide, theirs: ConflictSide }).optional(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type SyncConflict = z.infer<typeof SyncConflict>;

export const Change = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('record'),
    seq: z.number(),
    record: z.object({
      id: z.string(),
      kind: SyncKind,
      parentId: z.string().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
      deleted: z.boolean(),
      /** An evaluation's or note's signature and addenda; absent from servers before them. */
      signature: Signature.nullable().optional(),
      addenda: z.array(Addendum).optional(),
      /** Its plan of care's certification; absent from servers before it was kept. */
      certification: Certification.nullable().optional(),
    }),
  }),
  z.object({
    type: z.literal('section'),
    seq: z.number(),
    recordId: z.string(),
    name: z.string(),
    data: z.unknown(),
    version: z.number(),
    /** The shape version of `data`; absent from servers before sections had versions (1). */
    schemaVersion: SchemaVersion.optional(),
  }),
  z.object({ type: z.literal('conflict'), seq: z.number(), conflict: SyncConflict }),
]);
export type Change = z.infer<typeof Change>;

export const PullQuery = z.strictObject({
  cursor: z.coerce.number().int().nonnegative().default(0),
  limit: z.coerce.number().int().min(1).max(5000).default(500),
});
export const PullResponse = z.object({
  changes: z.array(Change),
  cursor: z.number(),
  hasMore: z.boolean(),
  /**
   * The account's records whose latest change comes after this page: with the records a device
   * holds, how far a download is ("4,800 of 20,000").
   */
  recordsAfter: z.number(),
  /**
   * Which feed this is: the practice's, as the caller's role sees it. A device whose account
   * moved to another practice or role holds data of another feed, and its cursor counts in that
   * one: it sends what it queued, drops what it holds and downloads from the start
   * (docs/practices.md). Absent from servers before practices had members.
   */
  feed: z.string().optional(),
});
export type PullResponse = z.infer<typeof PullResponse>;
