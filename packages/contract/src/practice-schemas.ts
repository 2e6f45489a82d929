import { User } from '@optolight/domain';
import { z } from 'zod';

/**
 * What a member of a practice may do (docs/practices.md): the owner everything a clinician does
 * and the practice's members, plan and settings; a clinician the patients' care; the front desk
 * patients' details and the plan-of-care due list, never clinical content.
 */
export const MemberRole = z.enum(['owner', 'clinician', 'frontDesk']);
export type MemberRole = z.infer<typeof MemberRole>;

export const PracticeMember = z.strictObject({
  memberId: z.string(),
  name: z.string(),
  email: z.string(),
  role: MemberRole,
  /** A physician or non-physician practitioner who may certify a plan of care. */
  canCertify: z.boolean(),
});
export type PracticeMember = z.infer<typeof PracticeMember>;

/** The practice as its members see it: its business profile and who belongs to it. */
export const PracticeView = User.pick({
  businessName: true,
  address: true,
  city: true,
  state: true,
  zipCode: true,
  phone: true,
  fax: true,
  npi: true,
})
  .extend({ practiceId: z.string(), members: z.array(PracticeMember) })
  .strict();
export type PracticeView = z.infer<typeof PracticeView>;
