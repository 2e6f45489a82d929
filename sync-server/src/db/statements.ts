import type Database from 'better-sqlite3';
import type { Db } from './client';

/**
 * The statements every save runs, prepared once per connection. Drizzle builds and prepares SQL
 * on each call; on the sync hot path that cost more than SQLite's own work.
 */
function prepare(client: Database.Database) {
  return {
    nextSeq: client.prepare<[], { value: number }>(
      `INSERT INTO counters (name, value) VALUES ('serverSeq', 1)
       ON CONFLICT (name) DO UPDATE SET value = value + 1 RETURNING value`,
    ),
    section: client.prepare<[string, string], { data: string; version: number }>(
      'SELECT data, version FROM sections WHERE record_id = ? AND name = ?',
    ),
    upsertSection: client.prepare<[string, string, string, string, number, string, number, number]>(
      `INSERT INTO sections (record_id, name, owner_id, data, version, updated_at, server_seq, schema_version)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (record_id, name) DO UPDATE SET data = excluded.data, version = excluded.version,
         updated_at = excluded.updated_at, server_seq = excluded.server_seq,
         schema_version = excluded.schema_version`,
    ),
    insertRevision: client.prepare<[string, string, number, string, string, string, number]>(
      'INSERT INTO section_revisions (record_id, name, version, data, source, created_at, schema_version) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    touchRecord: client.prepare<[string, number, string]>(
      'UPDATE records SET updated_at = ?, server_seq = ? WHERE id = ?',
    ),
    insertMutation: client.prepare<[string, number, string, string, string]>(
      'INSERT INTO mutations (device_id, seq, mutation_id, result, applied_at) VALUES (?, ?, ?, ?, ?)',
    ),
  };
}

const cache = new WeakMap<Database.Database, ReturnType<typeof prepare>>();

export function statements(db: Db): ReturnType<typeof prepare> {
  let found = cache.get(db.$client);
  if (!found) {
    found = prepare(db.$client);
    cache.set(db.$client, found);
  }
  return found;
}

/**
 * Runs `work` in a transaction; called inside another it becomes a savepoint, so a nested
 * failure undoes only its own writes.
 */
export function inTransaction<T>(db: Db, work: () => T): T {
  return db.$client.transaction(work)();
}
