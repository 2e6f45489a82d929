import { PracticeView, type PracticeMember } from '@optolight/contract';
import type { Storage } from '../../db/storage';
import type { AuthUser } from '../../plugins/auth';
import { practiceIdOf } from '../users/view';
import { practiceRepo, type MemberRow } from './repo';

const memberOf = ({ member, user }: { member: MemberRow; user: AuthUser }): PracticeMember => ({
  memberId: user.id,
  name: `${user.firstName} ${user.lastName}`.trim(),
  email: user.email,
  role: member.role,
  canCertify: member.canCertify,
});

/**
 * The caller's practice (docs/practices.md): its owner's business profile and its members. A
 * professional account without a membership yet (one that became professional before practices
 * existed and was missed, which the migration should not allow) is made the owner of its own.
 */
export async function practiceOf(storage: Storage, user: AuthUser): Promise<PracticeView> {
  let membership = await practiceRepo.membership(storage.read, user.id);
  if (!membership) {
    await storage.write((tx) => practiceRepo.becomeOwner(tx, user.id, new Date().toISOString()));
    membership = await practiceRepo.membership(storage.read, user.id);
  }
  const practiceId = membership?.practiceId ?? user.id;
  const rows = await practiceRepo.members(storage.read, practiceId);
  const owner = rows.find((r) => r.user.id === practiceId)?.user ?? user;
  const profile = PracticeView.omit({ practiceId: true, members: true }).keyof().options;
  return PracticeView.parse({
    ...Object.fromEntries(profile.map((key) => [key, owner[key]])),
    practiceId: practiceIdOf(owner),
    members: rows.map(memberOf),
  });
}
