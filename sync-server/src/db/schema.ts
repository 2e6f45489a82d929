import { sql } from 'drizzle-orm';
import {
  blob,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';

/** The time now as the ISO 8601 text every `*_at` text column holds (schema-pg.ts has its
 * PostgreSQL form). */
export const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

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
});

/** Patients, main evaluations, notes, visit entries and questionnaire results: one row each, owned by the professional
 * who made it. */
export const records = sqliteTable(
  'records',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', {
      enum: [
        'patient',
        'mainEvaluation',
        'progressNote',
        'updateNote',
        'dischargeNote',
        'visitEntry',
        'outcomeResult',
      ],
    }).notNull(),
    /** Patient of a main evaluation or questionnaire result; main evaluation of a note or visit
     * entry; null for a patient. */
    parentId: text('parent_id'),
    /** The clinician's own patient number, unique per professional. */
    patientNumber: text('patient_number'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
    deletedAt: text('deleted_at'),
    /** Position of this row's last change in the account's change feed (sync pull). */
    serverSeq: integer('server_seq').notNull().default(0),
    /** When an evaluation or note was signed; from then on its sections never change. */
    signedAt: text('signed_at'),
    /** The signer's name and credentials as they were then (contract `Signer`). */
    signedBy: text('signed_by', { mode: 'json' }),
  },
  (t) => [
    index('records_owner_kind').on(t.ownerId, t.kind),
    index('records_owner_seq').on(t.ownerId, t.serverSeq),
    index('records_parent').on(t.parentId),
    // Only live patients hold their number: a deleted patient's number is free to use again.
    uniqueIndex('records_owner_patient_number')
      .on(t.ownerId, t.patientNumber)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
);

/** Dated, signed notes added to a signed record; never edited (docs/product.md#signed-records). */
export const addenda = sqliteTable(
  'addenda',
  {
    id: text('id').primaryKey(),
    recordId: text('record_id')
      .notNull()
      .references(() => records.id),
    ownerId: text('owner_id').notNull(),
    text: text('text').notNull(),
    /** The author's name and credentials as they were then (contract `Signer`). */
    by: text('by', { mode: 'json' }).notNull(),
    /** The device that added it, or 'api'. */
    source: text('source').notNull(),
    at: text('at').notNull(),
  },
  (t) => [index('addenda_record').on(t.recordId)],
);

/** The current content of each section of a record, with its version. */
export const sections = sqliteTable(
  'sections',
  {
    recordId: text('record_id')
      .notNull()
      .references(() => records.id),
    name: text('name').notNull(),
    ownerId: text('owner_id').notNull(),
    data: text('data', { mode: 'json' }).notNull(),
    version: integer('version').notNull(),
    updatedAt: text('updated_at').notNull(),
    /** Position of this section's last change in the account's change feed (sync pull). */
    serverSeq: integer('server_seq').notNull().default(0),
    /**
     * The version the REST API last served or stored: the base of a REST save that names none
     * (docs/sync-protocol.md, "Saves without a base"). Null when REST never showed the section.
     */
    servedVersion: integer('served_version'),
    /** The version of the section's shape `data` is in (docs/sync-protocol.md#rule-16-stored-sections-have-versions);
     * rows from before sections had versions are version 1. */
    schemaVersion: integer('schema_version').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.recordId, t.name] }),
    index('sections_owner_seq').on(t.ownerId, t.serverSeq),
  ],
);

/** Every version a section ever had: the base for three-way merges and an audit trail. */
export const sectionRevisions = sqliteTable(
  'section_revisions',
  {
    recordId: text('record_id').notNull(),
    name: text('name').notNull(),
    version: integer('version').notNull(),
    data: text('data', { mode: 'json' }).notNull(),
    source: text('source').notNull(),
    createdAt: text('created_at').notNull(),
    /** As in `sections`: a merge base is brought up to the version of what it is merged with. */
    schemaVersion: integer('schema_version').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.recordId, t.name, t.version] })],
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

/** Monotonic counters; 'serverSeq' numbers every committed change. */
export const counters = sqliteTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
});

/** A device of an account: the unit of mutation numbering. */
export const devices = sqliteTable('devices', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  lastSeq: integer('last_seq').notNull().default(0),
  /** What the device calls itself ('Chrome on iPad'), so a conflict can say where each value
   * came from. Null for devices registered before devices had names. */
  name: text('name'),
  createdAt: text('created_at').notNull(),
  lastSeenAt: text('last_seen_at').notNull(),
});

/** What each applied mutation answered, so a replay gets the same answer and changes nothing. */
export const mutations = sqliteTable(
  'mutations',
  {
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id),
    seq: integer('seq').notNull(),
    mutationId: text('mutation_id').notNull(),
    result: text('result', { mode: 'json' }).notNull(),
    appliedAt: text('applied_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.seq] })],
);

/** Same-field concurrent edits, kept with both values until a person picks. */
export const conflicts = sqliteTable(
  'conflicts',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    recordId: text('record_id').notNull(),
    section: text('section').notNull(),
    fields: text('fields', { mode: 'json' }).notNull(),
    deviceId: text('device_id').notNull(),
    /** Where and when each side's value was written (ConflictSides); null on older conflicts. */
    sides: text('sides', { mode: 'json' }),
    createdAt: text('created_at').notNull(),
    resolvedAt: text('resolved_at'),
    serverSeq: integer('server_seq').notNull(),
  },
  (t) => [index('conflicts_owner_seq').on(t.ownerId, t.serverSeq)],
);

/**
 * Who read, printed or exported which patient's records, when and from which device
 * (docs/security.md#access-log). Never what was read: no content is kept here.
 */
export const accessLog = sqliteTable(
  'access_log',
  {
    /** A UUIDv7: made by the server for its own reads, by the device for the device's events. */
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    actorId: text('actor_id')
      .notNull()
      .references(() => users.id),
    patientId: text('patient_id')
      .notNull()
      .references(() => records.id),
    /** The evaluation or note acted on, when narrower than the patient. */
    recordId: text('record_id').references(() => records.id),
    action: text('action', { enum: ['view', 'print', 'export'] }).notNull(),
    /** Null for the REST calls, which name no device. */
    deviceId: text('device_id').references(() => devices.id),
    at: text('at').notNull(),
  },
  (t) => [index('access_log_owner_patient_at').on(t.ownerId, t.patientId, t.at)],
);

/**
 * Invitations to link a patient account to a patient record. Only a hash of the code is kept;
 * a code works once, until `expiresAt`, and a newer invitation voids the older ones.
 */
export const linkInvites = sqliteTable(
  'link_invites',
  {
    codeHash: text('code_hash').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    patientId: text('patient_id')
      .notNull()
      .references(() => records.id),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('link_invites_owner_patient').on(t.ownerId, t.patientId)],
);

/**
 * A patient account linked to a professional's patient record. A link ends (`unlinkedAt`) and
 * is never reused: linking again makes a new row, so each round names the period it belongs to.
 */
export const patientLinks = sqliteTable(
  'patient_links',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    patientId: text('patient_id')
      .notNull()
      .references(() => records.id),
    accountId: text('account_id')
      .notNull()
      .references(() => users.id),
    linkedAt: text('linked_at').notNull(),
    unlinkedAt: text('unlinked_at'),
  },
  (t) => [
    // One live link per patient account and per patient record.
    uniqueIndex('patient_links_live_account')
      .on(t.accountId)
      .where(sql`${t.unlinkedAt} IS NULL`),
    uniqueIndex('patient_links_live_patient')
      .on(t.patientId)
      .where(sql`${t.unlinkedAt} IS NULL`),
    index('patient_links_owner_patient').on(t.ownerId, t.patientId),
  ],
);

/** Each version of a patient's home programme; a change adds a version, older ones stay. */
export const homePrograms = sqliteTable(
  'home_programs',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    patientId: text('patient_id')
      .notNull()
      .references(() => records.id),
    version: integer('version').notNull(),
    /** `StoredProgram` (packages/domain/src/home/program.ts), with its shape version. */
    data: text('data', { mode: 'json' }).notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('home_programs_patient_version').on(t.patientId, t.version)],
);

/** Eye-trainer rounds: the round as validated on arrival, owned by the account that played it. */
export const trainerRounds = sqliteTable(
  'trainer_rounds',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    exercise: text('exercise').notNull(),
    startedAt: text('started_at').notNull(),
    data: text('data', { mode: 'json' }).notNull(),
    /** Arrival order on the server ('trainerSeq' counter): the cursor of GET ?since=. */
    seq: integer('seq').notNull(),
    createdAt: text('created_at').notNull(),
    /** The link to a professional the round arrived under, when it was played while linked
     * (docs/security.md#home-programme): only that professional reads it. */
    linkId: text('link_id').references(() => patientLinks.id),
  },
  (t) => [
    index('trainer_rounds_owner_seq').on(t.ownerId, t.seq),
    index('trainer_rounds_link').on(t.linkId),
  ],
);

/**
 * Attempts per key (an account or a client address, per route) in fixed windows, kept here so
 * every server instance counts the same attempts and a restart forgets none.
 */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  /** When the window ends, in milliseconds since 1970. */
  resetAt: integer('reset_at').notNull(),
});

/**
 * Mail accepted for sending, kept here so whichever instance is up delivers it, once, and an
 * SMTP outage or a restart loses none. A mail can carry a secret (a reset link), so its body is
 * cleared once sent and the row is deleted when the mail would be useless (`discardAt`).
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    /** A UUIDv7: mail goes out in the order it was accepted. */
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** No instance tries it before then: another's claim, or the pause after a failed try. */
    nextTryAt: integer('next_try_at').notNull(),
    sentAt: integer('sent_at'),
    discardAt: integer('discard_at').notNull(),
  },
  (t) => [index('mail_outbox_due').on(t.sentAt, t.nextTryAt)],
);
