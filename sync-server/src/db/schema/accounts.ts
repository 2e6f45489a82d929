import { blob, index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { nowIso } from './defaults';

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  passwordChangedAt: integer('password_changed_at').notNull(),
  userType: text('user_type', { enum: ['user', 'patient', 'professional'] }).notNull(),
  userHandle: text('user_handle').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  imageUrl: text('image_url').notNull().default(''),
  signatureUrl: text('signature_url').notNull().default(''),
  businessName: text('business_name').notNull().default(''),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  zipCode: text('zip_code').notNull().default(''),
  phone: text('phone').notNull().default(''),
  fax: text('fax').notNull().default(''),
  /** Printed after the signer's name, "OTR/L, COVD". */
  credentials: text('credentials').notNull().default(''),
  /** National Provider Identifier, its check digit verified; '' when not given. */
  npi: text('npi').notNull().default(''),
  /** A progress note is due after this many visits or days (docs/product.md#plan-of-care). */
  progressNoteEveryVisits: integer('progress_note_every_visits').notNull().default(10),
  progressNoteEveryDays: integer('progress_note_every_days').notNull().default(30),
  isProfOfferAvailable: integer('is_prof_offer_available', { mode: 'boolean' })
    .notNull()
    .default(true),
  isUserTrialAvailable: integer('is_user_trial_available', { mode: 'boolean' })
    .notNull()
    .default(true),
  planType: text('plan_type'),
  planPrice: real('plan_price'),
  planExpiresAt: text('plan_expires_at'),
  /** The registration draft (`user_form_data`, a JSON string). */
  formData: text('form_data').notNull().default('{}'),
  createdAt: text('created_at').notNull(),
  /** The id the practice is known by in its exports (FHIR ids, the archive): null is the
   * account's own id; an import sets the imported practice's, so a move changes none of them. */
  practiceId: text('practice_id'),
});

/**
 * Who belongs to which practice, in what role (docs/practices.md). A practice is known by its
 * first owner's account id, which its records already carry as their owner: every professional
 * account is the owner of a practice of one until it takes in members.
 */
export const practiceMembers = sqliteTable(
  'practice_members',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id),
    practiceId: text('practice_id').notNull(),
    role: text('role', { enum: ['owner', 'clinician', 'frontDesk'] }).notNull(),
    canCertify: integer('can_certify', { mode: 'boolean' }).notNull().default(false),
    joinedAt: text('joined_at').notNull(),
  },
  (t) => [index('practice_members_practice').on(t.practiceId)],
);

/**
 * An invitation to join a practice (docs/practices.md#joining-and-leaving): single use, until it
 * expires. Only the code's hash is kept; the code is shown once, as text, a link and a QR code.
 */
export const practiceInvitations = sqliteTable(
  'practice_invitations',
  {
    codeHash: text('code_hash').primaryKey(),
    practiceId: text('practice_id').notNull(),
    role: text('role', { enum: ['owner', 'clinician', 'frontDesk'] }).notNull(),
    canCertify: integer('can_certify', { mode: 'boolean' }).notNull().default(false),
    /** When set, only the account with this email may use it. */
    email: text('email'),
    createdBy: text('created_by').notNull(),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    usedBy: text('used_by'),
  },
  (t) => [index('practice_invitations_practice').on(t.practiceId)],
);

/** One row per sign-in; a token counts only while its row is unrevoked and unexpired. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: integer('expires_at').notNull(),
    revokedAt: integer('revoked_at'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const passwordResets = sqliteTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: integer('expires_at').notNull(),
  usedAt: integer('used_at'),
});

export const payments = sqliteTable('payments', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  provider: text('provider').notNull(),
  planType: text('plan_type').notNull(),
  amount: real('amount').notNull(),
  transactionId: text('transaction_id').notNull(),
  createdAt: text('created_at').notNull().default(nowIso),
});

export const uploads = sqliteTable('uploads', {
  id: text('id').primaryKey(),
  ownerId: text('owner_id')
    .notNull()
    .references(() => users.id),
  kind: text('kind', { enum: ['avatar', 'signature'] }).notNull(),
  fileName: text('file_name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  createdAt: text('created_at').notNull(),
  /** The image itself, so every server instance can serve it. Null only for images stored as
   * files before, until the server brings them in at its next start (uploads/legacy-files.ts). */
  data: blob('data', { mode: 'buffer' }),
});
