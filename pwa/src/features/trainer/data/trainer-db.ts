import type { MyProgramResponse, OutcomeSaved } from '@optolight/contract';
import type { HomeOutcome, TrainerRound } from '@optolight/domain';
import { Dexie, type Table } from 'dexie';

/** A round waiting for the server. 'rejected': refused by it, kept and shown, never re-sent. */
export interface QueuedRound {
  id: string;
  queuedAt: string;
  status: 'pending' | 'rejected';
  error?: string;
}

export interface TrainerMeta {
  key: 'cursor';
  value: number;
}

/** The last home programme the server gave this account, kept for training offline. */
export interface CachedProgram {
  key: 'mine';
  fetchedAt: string;
  answer: MyProgramResponse;
}

/**
 * A questionnaire filled on this device, kept until the server took it. 'held': the server
 * answered 409 (not linked), so it waits and is sent again at the next sync; 'rejected': refused
 * as invalid, kept and shown, never re-sent; 'sent': stored by the server, with its score.
 */
export interface QueuedOutcome {
  id: string;
  outcome: HomeOutcome;
  queuedAt: string;
  status: 'pending' | 'held' | 'rejected' | 'sent';
  message?: string;
  result?: OutcomeSaved;
  /** When the server took it, for "Sent to your therapist on …". */
  sentAt?: string;
}

/**
 * A questionnaire part-way through, kept after every tap so a reload or a closed laptop brings
 * the patient back to the item they were on. It sits in the account's own database so it leaves
 * with the rounds at logout; `values` is checked when read back, never trusted.
 */
export interface TrainerDraft {
  key: 'outcome';
  typedAt: string;
  values: unknown;
}

/**
 * The trainer's rounds on this device, one database per account (as the clinical store) so one
 * account's rounds are never counted or sent under another. Add versions, never edit one.
 */
export class TrainerDb extends Dexie {
  rounds!: Table<TrainerRound, string>;
  queue!: Table<QueuedRound, string>;
  meta!: Table<TrainerMeta, TrainerMeta['key']>;
  program!: Table<CachedProgram, CachedProgram['key']>;
  outcomes!: Table<QueuedOutcome, string>;
  drafts!: Table<TrainerDraft, TrainerDraft['key']>;

  constructor(name: string, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    this.version(1).stores({
      rounds: 'id, exercise, startedAt',
      queue: 'id, status, queuedAt',
      meta: 'key',
    });
    this.version(2).stores({ program: 'key' });
    this.version(3).stores({ outcomes: 'id, status, queuedAt' });
    this.version(4).stores({ drafts: 'key' });
  }
}

const trainerDbName = (accountId: string) => `optolight-trainer-${accountId}`;

const open = new Map<string, TrainerDb>();

/** The account's trainer database, opened once per page. */
export function trainerDb(accountId: string): TrainerDb {
  let db = open.get(accountId);
  if (!db) {
    db = new TrainerDb(trainerDbName(accountId));
    open.set(accountId, db);
  }
  return db;
}

/** Removes the account's rounds from this device (for logout on a shared tablet). */
export async function deleteTrainerData(accountId: string): Promise<void> {
  open.get(accountId)?.close();
  open.delete(accountId);
  await Dexie.delete(trainerDbName(accountId));
}
