import type { PatientProgramResponse, PatientRound } from '@optolight/contract';
import { Dexie, type Table } from 'dexie';

/** The last copy of a patient's home programme and rounds this tablet read from the server. */
export interface KeptHome {
  patientId: string;
  fetchedAt: string;
  program: PatientProgramResponse;
  rounds: PatientRound[];
}

/**
 * One database per account, as the clinical store, so one professional never reads another's
 * copy on a shared tablet; it leaves with the account's data at logout. Add versions, never edit.
 */
export class HomeDb extends Dexie {
  patients!: Table<KeptHome, string>;

  constructor(name: string, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    this.version(1).stores({ patients: 'patientId' });
  }
}

const nameOf = (accountId: string) => `optolight-home-${accountId}`;
const open = new Map<string, HomeDb>();

export function homeDb(accountId: string): HomeDb {
  let db = open.get(accountId);
  if (!db) {
    db = new HomeDb(nameOf(accountId));
    open.set(accountId, db);
  }
  return db;
}

export async function deleteHomeData(accountId: string): Promise<void> {
  open.get(accountId)?.close();
  open.delete(accountId);
  await Dexie.delete(nameOf(accountId));
}
