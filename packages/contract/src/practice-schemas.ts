import { Email, MemberRole, Timestamp, User } from '@optolight/domain';
import { z } from 'zod';

export { MemberRole };

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

/** An invitation the owner makes: for one role, and for one email address when named. */
export const InvitationRequest = z
  .strictObject({
    role: MemberRole,
    email: Email.optional(),
    canCertify: z.boolean().optional(),
  })
  .refine((i) => !(i.canCertify && i.role === 'frontDesk'), {
    path: ['canCertify'],
    message: 'Only a clinician or an owner can certify a plan of care',
  });

/** Shown once, as text, a link and a QR code; the server keeps only the code's hash. */
export const Invitation = z.object({ code: z.string(), link: z.string(), expiresAt: Timestamp });
export type Invitation = z.infer<typeof Invitation>;

export const JoinRequest = z.strictObject({
  code: z
    .string()
    .trim()
    .min(8, 'The code has 12 characters')
    .max(200, 'The code has 12 characters'),
});

export const MemberParams = z.strictObject({
  memberId: z.uuid('Not a member id: a member id is a UUID'),
});

export const MemberChange = z
  .strictObject({ role: MemberRole.optional(), canCertify: z.boolean().optional() })
  .refine((c) => c.role !== undefined || c.canCertify !== undefined, {
    message: 'Name a role or canCertify to change',
  });

export const MemberRemoved = z.object({ removed: z.literal(true) });
