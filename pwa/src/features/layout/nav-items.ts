import type { MemberRole, UserType } from '@optolight/domain';

export type NavItem =
  { kind: 'link'; to: '/search' | '/trainer-app' | '/plans'; label: string } | { kind: 'register' };

const evaluation: NavItem = { kind: 'link', to: '/search', label: 'Evaluation' };
const patients: NavItem = { kind: 'link', to: '/search', label: 'Patients' };
const training: NavItem = { kind: 'link', to: '/trainer-app', label: 'Training' };
const pricing: NavItem = { kind: 'link', to: '/plans', label: 'Pricing' };

/** docs/product.md#navigation: professionals see Evaluation, Register Patient and Training;
 * patients see Training; Pricing is for everyone (and all that shows while the account type is
 * unknown) but a practice's front desk, which sees Patients and Register Patient. */
export function navFor(userType: UserType | null, role?: MemberRole | null): NavItem[] {
  switch (userType) {
    case 'professional':
      // The front desk registers and finds patients; the clinical screens are not theirs.
      if (role === 'frontDesk') return [patients, { kind: 'register' }];
      return [evaluation, { kind: 'register' }, training, pricing];
    case 'patient':
      return [training, pricing];
    case 'user':
    case null:
      return [pricing];
  }
}
