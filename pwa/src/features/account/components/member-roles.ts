import type { MemberRole } from '@optolight/domain';

/** How a role reads on screen (docs/practices.md). */
export const roleLabel: Record<MemberRole, string> = {
  owner: 'Owner',
  clinician: 'Clinician',
  frontDesk: 'Front desk',
};

export const roleOptions = (Object.keys(roleLabel) as MemberRole[]).map((value) => ({
  value,
  label: roleLabel[value],
}));
