import { PracticeView, type PracticeMember } from '@optolight/contract';
import type { Db, Storage } from '../../db/storage';
import type { AuthUser } from '../../plugins/auth';
import { userRepo, type UserRow } from '../users/repo';
import { practiceIdOf, userFields } from '../users/view';
import { practiceRepo, type MemberRow } from './repo';

/** The practice's profile: its owner's business details. */
const Profile = PracticeView.omit({ practiceId: true, members: true });

export const memberOf = ({
  member,
  user,
}: {
  member: MemberRow;
  user: UserRow;
}): PracticeMember => ({
  memberId: user.id,
  name: `${user.firstName} ${user.lastName}`.trim(),
  email: user.email,
  role: member.role,
  canCertify: member.canCertify,
});

/** The caller's membership, made (as the owner of its own practice) for a professional account
 * that has none. */
export async function membershipOf(storage: Storage, user: AuthUser): Promise<MemberRow> {
  const found = await practiceRepo.membership(storage.read, user.id);
  if (found) return found;
  await storage.write((tx) => practiceRepo.becomeOwner(tx, user.id, new Date().toISOString()));
  const made = await practiceRepo.membership(storage.read, user.id);
  if (!made) throw new Error('the membership was not written');
  return made;
}

/** The caller's practice (docs/practices.md): its owner's business profile and its members. */
export async function practiceOf(storage: Storage, user: AuthUser): Promise<PracticeView> {
  const { practiceId } = await membershipOf(storage, user);
  const rows = await practiceRepo.members(storage.read, practiceId);
  const owner = rows.find((r) => r.user.id === practiceId)?.user ?? user;
  return {
    ...userFields(Profile, owner),
    practiceId: practiceIdOf(owner),
    members: rows.map(memberOf),
  };
}

/** The account whose business profile is the practice's (its owner's): what reports, charts and
 * exports print as the practice, whoever of its members asks. */
export async function practiceAccount(db: Db, user: AuthUser): Promise<UserRow> {
  if (user.ownerId === user.id) return user;
  const owner = await userRepo.byId(db, user.ownerId);
  if (!owner) throw new Error('a practice without its owner account');
  return owner;
}
