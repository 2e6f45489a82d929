import { Dexie } from 'dexie';
import { msg, NewerVersionError } from '@optolight/domain';

/** The device ran out of room: nothing of the save was stored (it was one transaction). */
export class StorageFullError extends Error {
  constructor() {
    super(
      'This device is out of storage space, so the change was not saved. Free some space (or sync and remove old downloads) and save again.',
    );
    this.name = 'StorageFullError';
  }
}

/** Runs a write; a quota failure becomes a StorageFullError with words a person can act on. */
export async function guardQuota<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const inner =
      error instanceof Dexie.DexieError
        ? (error.inner as { name?: string } | undefined)
        : undefined;
    const name = error instanceof Error ? error.name : '';
    if (
      name === 'QuotaExceededError' ||
      inner?.name === 'QuotaExceededError' ||
      (error instanceof Dexie.DexieError && error.name === Dexie.errnames.QuotaExceeded)
    ) {
      throw new StorageFullError();
    }
    throw error;
  }
}

/** A save to a signed record (or one whose signature is queued): it changes only by addenda. */
export class SignedRecordError extends Error {
  constructor(signing = false) {
    super(
      signing
        ? 'This record is signed on this device (waiting to sync), so it can no longer be edited. To correct or add to it, add an addendum.'
        : 'This record is signed, so it can no longer be edited. To correct or add to it, add an addendum.',
    );
    this.name = 'SignedRecordError';
  }
}

/** What a person is told when a section a newer app saved stops an edit here: the same words on
 * the notice over the section and after a save that met it. */
export const newerVersionText =
  'This was saved by a newer version of Optolight; update the app to edit it.';

/** Words for a save that stored nothing, when its error has any a person can act on: a full
 * device, or a section a newer app saved (the pull can land while the form is open). */
export function saveErrorText(error: unknown): string {
  if (error instanceof NewerVersionError) return newerVersionText;
  if (error instanceof StorageFullError || error instanceof SignedRecordError) return error.message;
  return '';
}

/** A delete that would take a signed record with it: signed records are legal records, kept. */
export class KeptSignedError extends Error {
  constructor(what: 'patient' | 'evaluation') {
    super(msg.keptSigned(what));
    this.name = 'KeptSignedError';
  }
}
