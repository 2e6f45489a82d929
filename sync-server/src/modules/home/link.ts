import { signerName, type LinkedTherapist } from '@optolight/contract';
import { linkCodeFrom, normalizeLinkCode } from '@optolight/domain';
import { createHash, randomBytes } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import type { Db, Storage, Tx } from '../../db/storage';
import { badRequest, forbidden, HttpError } from '../../http/errors';
import type { AuthUser } from '../../plugins/auth';
import { homeRepo } from './repo';
import { ownPatient } from './patient';

/** An invitation is valid for 14 days. */
const INVITE_DAYS = 14;
const hashOf = (code: string) => createHash('sha256').update(normalizeLinkCode(code)).digest('hex');

/** Linking, the programme and unlinking on the patient's side are for patient accounts. */
export function requirePatient(user: AuthUser): void {
  if (user.userType !== 'patient')
    throw forbidden(
      'Linking to a therapist is for patient accounts. A patient plan or the free trial makes one.',
      '/plans',
    );
}

const alreadyLinked = (message: string) => new HttpError(409, message);

/** A new single-use code for this patient; older unused ones stop working. */
export function createInvite(storage: Storage, ownerId: string, patientId: string, now: Date) {
  const at = now.toISOString();
  return storage.write(async (tx) => {
    await ownPatient(tx, ownerId, patientId);
    if (await homeRepo.liveLinkOfPatient(tx, ownerId, patientId))
      throw alreadyLinked('This patient is linked to an account already. Unlink it first.');
    await homeRepo.voidInvites(tx, patientId, at);
    const code = linkCodeFrom(randomBytes(12));
    const expiresAt = new Date(now.getTime() + INVITE_DAYS * 86_400_000).toISOString();
    await homeRepo.insertInvite(tx, {
      codeHash: hashOf(code),
      ownerId,
      patientId,
      expiresAt,
      usedAt: null,
      createdAt: at,
    });
    return { code, expiresAt };
  });
}

export async function therapistOf(db: Db, ownerId: string): Promise<LinkedTherapist> {
  const pro = await homeRepo.person(db, ownerId);
  const name = [pro?.firstName, pro?.lastName].filter(Boolean).join(' ');
  const therapistName = signerName({ name, credentials: pro?.credentials ?? '' });
  return { practiceName: pro?.businessName || therapistName, therapistName };
}

/** A patient account takes a code: the code is used up and the link starts now. */
export function acceptInvite(storage: Storage, user: AuthUser, code: string, now: Date) {
  requirePatient(user);
  const at = now.toISOString();
  return storage.write(async (tx) => {
    const invite = await homeRepo.usableInvite(tx, hashOf(code), at);
    if (!invite)
      throw badRequest('This code does not work', {
        code: 'This code is not valid, was used already or has expired. Ask your therapist for a new one.',
      });
    if (await homeRepo.liveLinkOfAccount(tx, user.id))
      throw alreadyLinked('You are linked to a therapist already. Unlink first.');
    if (await homeRepo.liveLinkOfPatient(tx, invite.ownerId, invite.patientId))
      throw alreadyLinked('This code is for a patient linked to another account already.');
    await homeRepo.voidInvites(tx, invite.patientId, at);
    await homeRepo.insertLink(tx, {
      id: uuidv7(),
      ownerId: invite.ownerId,
      patientId: invite.patientId,
      accountId: user.id,
      linkedAt: at,
      unlinkedAt: null,
    });
    return therapistOf(tx, invite.ownerId);
  });
}

/** The professional ends the patient's link (and voids unused codes); nothing new flows after. */
export function unlinkPatient(storage: Storage, ownerId: string, patientId: string, now: Date) {
  const at = now.toISOString();
  return storage.write(async (tx) => {
    await ownPatient(tx, ownerId, patientId);
    await homeRepo.voidInvites(tx, patientId, at);
    return { unlinked: (await homeRepo.endLinks(tx, { patientId }, at)) > 0 };
  });
}

/**
 * A deleted patient record ends its link and voids its unused codes, in the delete's own
 * transaction: the patient's app then reads as unlinked and no later round is tagged to a record
 * that is gone (docs/product.md#home-programme).
 */
export async function endLinksOfDeletedPatient(tx: Tx, patientId: string, at: string) {
  await homeRepo.voidInvites(tx, patientId, at);
  await homeRepo.endLinks(tx, { patientId }, at);
}

/** The patient account ends its link. */
export function unlinkTherapist(storage: Storage, user: AuthUser, now: Date) {
  requirePatient(user);
  return storage.write(async (tx) => ({
    unlinked: (await homeRepo.endLinks(tx, { accountId: user.id }, now.toISOString())) > 0,
  }));
}
