import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { records } from './records';

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
