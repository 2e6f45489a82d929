import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { users } from './accounts';

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
    /** When a member who certifies (a physician or NPP) e-signed the plan of care a signed main
     * evaluation or update note holds (docs/practices.md#certifying-the-plan-of-care). */
    certifiedAt: text('certified_at'),
    /** That member as printed then (contract `Signer`). */
    certifiedBy: text('certified_by', { mode: 'json' }),
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
