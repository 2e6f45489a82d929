import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { records } from './records';
import { devices } from './sync';

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
