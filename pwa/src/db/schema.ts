import type {
  AccessEvent,
  Addendum,
  Certification,
  Mutation,
  Signature,
  SyncConflict,
  SyncKind,
} from '@optolight/contract';
import { Dexie, type Table } from 'dexie';

export interface LocalRecord {
  id: string;
  kind: SyncKind;
  parentId: string | null;
  createdAt: string;
  updatedAt: string;
  deleted: boolean;
  /** An evaluation's or note's signature as the server last sent it; absent or null: unsigned
   * (docs/product.md#signed-records). Once signed, the record's sections are read-only. */
  signature?: Signature | null;
  /** Dated, signed corrections to a signed record, oldest first. */
  addenda?: Addendum[];
  /** A main evaluation's or update note's plan of care as certified by a physician or NPP;
   * absent or null: not certified (docs/practices.md#certifying-the-plan-of-care). */
  certification?: Certification | null;
}

export interface LocalSection {
  recordId: string;
  name: string;
  /** What this device shows: the server's content with this device's unsent edits on top. */
  data: unknown;
  /** The last content and version this device got from the server (0: never synced). */
  serverData: unknown;
  serverVersion: number;
  /**
   * The shape version `data` and `serverData` are in (docs/sync-protocol.md#rule-16-stored-sections-have-versions);
   * absent on rows stored before sections had versions: version 1. Newer than this app knows:
   * pulled from a newer app, kept untouched and read-only until the app is updated.
   */
  schemaVersion?: number;
  updatedAt: string;
}

/** A form's content as typed and not yet saved (see drafts.ts). */
export interface FormDraft {
  /** The record id, or `new-<kind>-<parent id>` before the first save creates the record. */
  key: string;
  section: string;
  values: unknown;
  /** The stored content the typing started from: the save lays the edits over it. */
  base: unknown;
  typedAt: string;
}

export interface EntryError {
  message: string;
  errors?: Record<string, string>;
}

interface EntryBase {
  seq: number;
  mutationId: string;
  /** 'rejected': the server refused it; kept, visible, until a person deals with it. */
  status: 'pending' | 'rejected';
  /** Set before the first send: from then on the entry may be on the server and never changes. */
  attempted: boolean;
  createdAt: string;
  error?: EntryError;
  /**
   * The server refused a request holding only this entry. It stays 'pending' so its seq is still
   * sent, as a withdraw in its place (docs/sync-protocol.md#refused-changes-on-the-device), and
   * becomes 'rejected' with this error once the server has moved past it. Its data is kept either
   * way.
   */
  refused?: EntryError;
}

/** Omit over each member of a union (Omit itself flattens the union first). */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What the device queues: each wire mutation but the server-only withdraw, without the seq and
 * mutation id (EntryBase's) and with createdAt as the entry's own. */
type Queued = OmitEach<Exclude<Mutation, { type: 'withdraw' }>, 'seq' | 'mutationId' | 'createdAt'>;

/** An outbox entry: the mutation it is sent as, plus what only the device keeps. Settling a
 * conflict also names its record and section, so the device can show what waits where. */
export type OutboxEntry = EntryBase &
  (
    | Exclude<Queued, { type: 'resolveConflict' | 'deleteRecord' }>
    | (Extract<Queued, { type: 'resolveConflict' }> & { recordId: string; section: string })
    // A delete keeps the record's stamp from before it: refused, the record comes back as it was.
    | (Extract<Queued, { type: 'deleteRecord' }> & { updatedBefore?: string })
  );

export type LocalConflict = SyncConflict;

/** A view, print or export of a patient's records seen on this device, waiting to reach the
 * server's access log (docs/security.md#access-log). Never the content: ids, action, time. */
export type QueuedAccess = AccessEvent;

export interface MetaRow {
  key:
    | 'deviceId'
    | 'accountId'
    | 'lastSeq'
    | 'ackedSeq'
    | 'cursor'
    /** The name the server has for this device ('' for none); absent until registered. */
    | 'registeredName'
    /** True once a pull has reached the end of the account's feed: everything is here. */
    | 'complete'
    /** Which feed the records here came from (the practice, as the account's role sees it). */
    | 'feed'
    /** The /patientreg form as last typed on this device (JSON), see registration-draft.ts. */
    | 'patientRegDraft'
    /** The section versions stored rows were last brought up to (see upgrade-rows.ts). */
    | 'sectionVersions';
  value: string | number | boolean;
}

/** The first shape of the store; later versions list only what they change. */
export const schemaV1 = {
  records: 'id, kind, parentId',
  sections: '[recordId+name], recordId',
  outbox: 'seq, status, [recordId+section]',
  conflicts: 'id, recordId, resolvedAt',
  meta: 'key',
};

/**
 * The device's clinical store. One database per account, so one account's queue can never be
 * pushed under another. Version history below: add a version with an upgrade, never edit one.
 */
export class OptolightDb extends Dexie {
  records!: Table<LocalRecord, string>;
  sections!: Table<LocalSection, [string, string]>;
  outbox!: Table<OutboxEntry, number>;
  conflicts!: Table<LocalConflict, string>;
  meta!: Table<MetaRow, MetaRow['key']>;
  drafts!: Table<FormDraft, [string, string]>;
  accessEvents!: Table<QueuedAccess, string>;

  constructor(name: string, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    this.version(1).stores(schemaV1);
    // v2: recent-first patient lists read an index instead of sorting every record.
    this.version(2)
      .stores({ records: 'id, kind, parentId, [kind+updatedAt]' })
      .upgrade((tx) =>
        tx
          .table<LocalRecord, string>('records')
          .toCollection()
          .modify((record) => {
            record.updatedAt ||= record.createdAt;
          }),
      );
    // v3: the patient list reads every patient's info in one request instead of one each.
    this.version(3).stores({ sections: '[recordId+name], recordId, name' });
    // v4: what a form holds before it is saved survives a tab switch, a reload or a crash.
    this.version(4).stores({ drafts: '[key+section], key' });
    // v5: the patient list is read in short pages (`[kind+id]`, `[name+recordId]`: unique keys a
    // page can continue after), so a download's writes and the person's reads get in between.
    // They replace `kind`, `[kind+updatedAt]` and `name`, which Dexie still answers from the
    // first part of the compound keys, so each write keeps fewer indexes than before.
    this.version(5).stores({
      records: 'id, parentId, [kind+id]',
      sections: '[recordId+name], recordId, [name+recordId]',
    });
    // v6: the access log's events wait here, apart from the outbox, until they reach the server.
    // A new table only: nothing stored before changes.
    this.version(6).stores({ accessEvents: 'id, at' });
    // v7: a record's own outbox entries (its signature, addenda) are read by record, so a save
    // reads a few entries rather than every change queued during a long offline stretch.
    this.version(7).stores({ outbox: 'seq, status, [recordId+section], recordId' });
    // v8: a record's sections are read by record through the primary key `[recordId+name]`, as
    // Dexie answers `where('recordId')` from a compound key's first part. The index of its own
    // was a third key written with every section: storing a 10,000-patient practice's 154,500
    // rows took 14.4–14.8 s in Chromium without it against 15.2–17.7 s with it.
    this.version(8).stores({ sections: '[recordId+name], [name+recordId]' });
  }
}

export const dbNameFor = (accountId: string) => `optolight-${accountId}`;
