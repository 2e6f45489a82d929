import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';

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
    /** What the change said, as a SHA-256 of its content: the same id sent again with other
     * content is refused. Null on changes stored before it was kept. */
    digest: text('digest'),
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
