import { z } from 'zod';
import { msg } from './messages';
import { Phone, ShortText } from './primitives';
import { isValidNpi } from './npi';
import { PlanType } from './plans';
import { defaultPracticeSettings, PracticeSettings } from './practice-settings';

export const UserType = z.enum(['user', 'patient', 'professional']);

/**
 * What a member of a practice may do: the owner everything a clinician does and the practice's
 * members, plan and settings; a clinician the patients' care; the front desk patients' details
 * and visits, never clinical content.
 */
export const MemberRole = z.enum(['owner', 'clinician', 'frontDesk']);
export type MemberRole = z.infer<typeof MemberRole>;
export type UserType = z.infer<typeof UserType>;

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Must not be empty')
  .max(254)
  .pipe(z.email('Must be a valid email address'));
/** Length and blankness here (the forms show them); the server also refuses guessable ones. */
const Password = z
  .string()
  .min(12, 'Must be at least 12 characters')
  .max(200, 'Must be 200 characters or less')
  .refine((p) => p.trim() !== '', 'Must not be only spaces');
const Name = z.string().trim().min(1, msg.required).max(15, msg.max15);

export const LoginRequest = z.strictObject({
  email: Email,
  password: z.string().min(1, 'Must not be empty').max(200),
});

export const SignupRequest = z
  .strictObject({
    firstName: Name,
    lastName: Name,
    email: Email,
    password: Password,
    confirmPassword: z.string(),
    userHandle: z
      .string()
      .trim()
      .min(3, 'Must be at least 3 characters')
      .max(30, 'Must be 30 characters or less')
      .regex(/^[A-Za-z0-9_.-]+$/, 'Use letters, digits, dots, dashes or underscores'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords must match',
    path: ['confirmPassword'],
  });
export type SignupRequest = z.infer<typeof SignupRequest>;

export const ResetRequest = z.strictObject({ email: Email });
export const NewPasswordRequest = z
  .strictObject({ password: Password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords must match',
    path: ['confirmPassword'],
  });

const ZipCode = z
  .string()
  .trim()
  .regex(/^\d{0,10}$/, 'Use digits only')
  .max(10);

/** Update Business Profile form (/editprofile; docs/product.md#validation, phone numbers as
 * docs/decisions.md#phone-numbers says). */
export const BusinessProfile = z.strictObject({
  businessName: z.string().trim().min(1, msg.required).max(100, 'Must be 100 characters or less'),
  address: z.string().trim().min(1, msg.required).max(200, 'Must be 200 characters or less'),
  city: ShortText,
  state: ShortText,
  zipCode: ZipCode,
  phone: Phone,
  fax: z
    .string()
    .trim()
    .regex(/^[\d\s()+-]{0,20}$/, 'Fax number is not valid'),
  /** Printed after the signer's name (docs/decisions.md#credentials-and-npi). */
  credentials: z.string().trim().max(100, 'Must be 100 characters or less'),
  npi: z
    .string()
    .trim()
    .regex(/^(\d{10})?$/, { error: 'An NPI has 10 digits', abort: true })
    .refine(
      (npi) => npi === '' || isValidNpi(npi),
      'This NPI does not check out; look for a mistyped digit',
    ),
  ...PracticeSettings.shape,
});
export type BusinessProfile = z.infer<typeof BusinessProfile>;

/** Edit Profile dialog (docs/product.md#validation): names, phone, address, place and state; it
 * really saves (docs/decisions.md#real-figures-on-the-dashboard). */
export const PersonalProfile = z.strictObject({
  firstName: Name,
  lastName: Name,
  phone: Phone,
  address: z.string().trim().min(1, msg.required).max(200),
  city: z.string().trim().min(1, msg.required).max(200),
  state: z.string().trim().min(1, msg.required).max(200),
});
export type PersonalProfile = z.infer<typeof PersonalProfile>;

/** POST /api/user accepts either profile form, or both at once; a field left out keeps its value
 * (so no field here has a default). */
export const ProfileUpdate = BusinessProfile.partial().extend(PersonalProfile.partial().shape);

export const User = z.object({
  userId: z.string(),
  /** The id the practice's exports name it by (docs/export.md); absent on an account kept on
   * the device from before it was sent: the account's own id. */
  practiceId: z.string().optional(),
  userType: UserType,
  userHandle: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  imageUrl: z.string(),
  createdAt: z.string(),
  businessName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string(),
  fax: z.string(),
  credentials: z.string(),
  npi: z.string(),
  /** Defaults: an account kept on the device from before the practice had settings. */
  progressNoteEveryVisits: z.number().default(defaultPracticeSettings.progressNoteEveryVisits),
  progressNoteEveryDays: z.number().default(defaultPracticeSettings.progressNoteEveryDays),
  isProfOfferAvailable: z.boolean(),
  isUserTrialAvailable: z.boolean(),
  plan: z
    .object({
      type: PlanType,
      title: z.string(),
      price: z.number(),
      expiresAt: z.string(),
      isActive: z.boolean(),
    })
    .nullable(),
  signatureUrl: z.string(),
  /** The account's role in its practice, and whether it may certify a plan of care; absent on
   * an account kept on the device from before practices had members (its own practice's owner). */
  practiceRole: MemberRole.nullable().optional(),
  canCertify: z.boolean().optional(),
  /** The practice's clinician seats (owners and clinicians), which its plan is priced by. */
  practiceSeats: z.number().int().positive().optional(),
  /** The practice's plan is bought by an owner; absent: the account buys its own. */
  buysPlan: z.boolean().optional(),
  authenticated: z.literal(true),
});
export type User = z.infer<typeof User>;
