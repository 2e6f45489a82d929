import type { Invitation, MemberRole, PracticeMember, PracticeView } from '@optolight/contract';
import { linkCodeFrom, normalizeLinkCode } from '@optolight/domain';
import { createHash, randomBytes } from 'node:crypto';
import type { Storage, Tx } from '../../db/storage';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors';
import type { AuthUser } from '../../plugins/auth';
import { sessionRepo } from '../auth/sessions';
import type { Mailer } from '../mail/mailer';
import { userRepo } from '../users/repo';
import { practiceRepo } from './repo';
import { memberOf, practiceOf } from './service';

/** An invitation works for 7 days: long enough for a new colleague's first day, short enough
 * that a lost one does not stay a way in. */
const INVITATION_DAYS = 7;
const hashOf = (code: string) => createHash('sha256').update(normalizeLinkCode(code)).digest('hex');

const conflict = (message: string) => new HttpError(409, message);

/**
 * A single-use invitation to the caller's practice (the owner's), for a role; named for one email
 * address when given, and then also mailed to it (docs/practices.md#joining-and-leaving).
 */
export async function invite(
  storage: Storage,
  mailer: Mailer,
  publicUrl: string,
  user: AuthUser,
  request: { role: MemberRole; email?: string | undefined; canCertify?: boolean | undefined },
  now: Date,
): Promise<Invitation> {
  const code = linkCodeFrom(randomBytes(12));
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000).toISOString();
  await storage.write((tx) =>
    practiceRepo.insertInvitation(tx, {
      codeHash: hashOf(code),
      practiceId: user.ownerId,
      role: request.role,
      canCertify: request.canCertify ?? false,
      email: request.email ?? null,
      createdBy: user.id,
      createdAt: now.toISOString(),
      expiresAt,
      usedAt: null,
      usedBy: null,
    }),
  );
  const link = `${publicUrl.replace(/\/$/, '')}/join?code=${encodeURIComponent(code)}`;
  if (request.email) {
    const practice = user.businessName || `${user.firstName} ${user.lastName}`.trim();
    await mailer.send(
      {
        to: request.email,
        subject: `Join ${practice} on Optolight`,
        text: `${practice} invites you to work with its patients on Optolight.\n\nSign in or create your account, then open this link (it works once, for ${String(INVITATION_DAYS)} days):\n${link}\n\nOr enter the code ${code} under My account.`,
      },
      Date.parse(expiresAt),
    );
  }
  return { code, link, expiresAt };
}

/**
 * The signed-in account joins the practice an invitation is for. It must hold no patients of its
 * own and lead no practice with other members; a patient account cannot join. The invitation is
 * used up in the same write that makes the membership, so two accounts racing for one code get
 * one membership between them. The account's own sessions stay: its next sync reads the practice.
 */
export async function join(
  storage: Storage,
  user: AuthUser,
  code: string,
  now: Date,
): Promise<PracticeView> {
  if (user.userType === 'patient')
    throw forbidden('A patient account cannot join a practice. Sign up as a professional.');
  const at = now.toISOString();
  await storage.write(async (tx) => {
    const current = await practiceRepo.membership(tx, user.id);
    if (current && current.practiceId !== user.id)
      throw conflict('You are a member of a practice already. Ask its owner to remove you first.');
    if (current && (await practiceRepo.size(tx, user.id)) > 1)
      throw conflict('Your practice has other members. Remove them before you join another.');
    if (await practiceRepo.holdsRecords(tx, user.id))
      throw conflict(
        'Your account holds patients of its own. Export them (My account, Practice data) and ask for them to be moved before you join a practice.',
      );
    const invitation = await practiceRepo.claimInvitation(tx, hashOf(code), user.id, at);
    if (invitation?.email && invitation.email !== user.email.toLowerCase())
      throw wrongCode('This invitation is for another email address.');
    if (!invitation) throw wrongCode();
    // The app opens a practice's screens for professional accounts: a member is one now.
    if (user.userType !== 'professional')
      await userRepo.update(tx, user.id, { userType: 'professional' });
    await practiceRepo.join(tx, {
      userId: user.id,
      practiceId: invitation.practiceId,
      role: invitation.role,
      canCertify: invitation.canCertify,
      joinedAt: at,
    });
  });
  return practiceOf(storage, user);
}

const wrongCode = (detail = 'This code is not valid, was used already or has expired.') =>
  badRequest('This code does not work', {
    code: `${detail} Ask the practice's owner for a new one.`,
  });

/** The member of the caller's practice, or not found (a member of another practice too). */
async function memberIn(tx: Tx, user: AuthUser, memberId: string) {
  const member = await practiceRepo.membership(tx, memberId);
  if (member?.practiceId !== user.ownerId) throw notFound('No member with that id');
  return member;
}

/** The owner changes a member's role or canCertify; a practice always keeps an owner. */
export async function changeMember(
  storage: Storage,
  user: AuthUser,
  memberId: string,
  change: { role?: MemberRole | undefined; canCertify?: boolean | undefined },
): Promise<PracticeMember> {
  return storage.write(async (tx) => {
    const member = await memberIn(tx, user, memberId);
    const role = change.role ?? member.role;
    const canCertify = change.canCertify ?? (role === 'frontDesk' ? false : member.canCertify);
    if (role === 'frontDesk' && canCertify)
      throw badRequest('The front desk cannot certify', {
        canCertify: 'Only a clinician or an owner can certify a plan of care',
      });
    if (
      member.role === 'owner' &&
      role !== 'owner' &&
      (await practiceRepo.owners(tx, user.ownerId)) < 2
    )
      throw conflict('The practice needs an owner. Make another member an owner first.');
    const changed = await practiceRepo.change(tx, memberId, { role, canCertify });
    const account = await userRepo.byId(tx, memberId);
    if (!changed || !account) throw notFound('No member with that id');
    return memberOf({ member: changed, user: account });
  });
}

/**
 * The owner removes a member: the membership goes and every session of the account ends in the
 * same write, so its next request is refused and its devices drop the practice's data
 * (docs/practices.md#joining-and-leaving). The practice's records stay the practice's.
 */
export async function removeMember(
  storage: Storage,
  user: AuthUser,
  memberId: string,
): Promise<{ removed: true }> {
  await storage.write(async (tx) => {
    const member = await memberIn(tx, user, memberId);
    if (member.role === 'owner' && (await practiceRepo.owners(tx, user.ownerId)) < 2)
      throw conflict('The practice needs an owner. Make another member an owner first.');
    await practiceRepo.remove(tx, memberId);
    await sessionRepo.revokeAll(tx, memberId);
  });
  return { removed: true };
}
