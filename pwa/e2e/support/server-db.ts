import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

/** What the journeys use of better-sqlite3 (the server's driver; the PWA does not depend on it). */
interface Statement {
  run(...params: unknown[]): unknown;
  get(...params: unknown[]): unknown;
}
interface Sqlite {
  prepare(sql: string): Statement;
  pragma(pragma: string): unknown;
  transaction(run: () => void): () => void;
  close(): void;
}

const serverPackage = resolve(import.meta.dirname, '..', '..', '..', 'sync-server', 'package.json');
const Database = createRequire(serverPackage)('better-sqlite3') as new (file: string) => Sqlite;

/** A section as the server's table holds it, byte for byte. */
export interface ServerSectionRow {
  data: string;
  version: number;
  schema_version: number;
  server_seq: number;
  updated_at: string;
}

/**
 * The running server's SQLite file, opened beside it, for what no API can do: play a server
 * already on a newer app version (the sync API rightly refuses a section version it does not
 * know). Writes take the server's own steps, so every device pulls them as any change.
 */
export function openServerDb(dataDir: string) {
  const db = new Database(join(dataDir, 'optolight.sqlite'));
  db.pragma('busy_timeout = 5000');
  const section = (recordId: string, name: string): ServerSectionRow => {
    const row = db
      .prepare(
        'SELECT data, version, schema_version, server_seq, updated_at FROM sections WHERE record_id = ? AND name = ?',
      )
      .get(recordId, name) as ServerSectionRow | undefined;
    if (!row) throw new Error(`${name} of ${recordId} is not on the server`);
    return row;
  };
  return {
    /** The account's one record of a kind (its patient, its main evaluation). */
    recordId(email: string, kind: string): string {
      const row = db
        .prepare(
          'SELECT r.id FROM records r JOIN users u ON u.id = r.owner_id WHERE u.email = ? AND r.kind = ?',
        )
        .get(email, kind) as { id: string } | undefined;
      if (!row) throw new Error(`no ${kind} of ${email} on the server`);
      return row.id;
    },
    section,
    /** Stores a section as a newer app's save reaches the server: a new version, a new revision
     * and a new place in the change feed, as recordRepo.storeSectionRow writes them. */
    storeSection(recordId: string, name: string, data: unknown, schemaVersion: number): void {
      db.transaction(() => {
        const { value: seq } = db
          .prepare(
            `INSERT INTO counters (name, value) VALUES ('serverSeq', 1)
             ON CONFLICT (name) DO UPDATE SET value = value + 1 RETURNING value`,
          )
          .get() as { value: number };
        const { version } = section(recordId, name);
        const json = JSON.stringify(data);
        const at = new Date().toISOString();
        db.prepare(
          `UPDATE sections SET data = ?, version = ?, updated_at = ?, server_seq = ?, schema_version = ?
           WHERE record_id = ? AND name = ?`,
        ).run(json, version + 1, at, seq, schemaVersion, recordId, name);
        db.prepare(
          'INSERT INTO section_revisions (record_id, name, version, data, source, created_at, schema_version) VALUES (?, ?, ?, ?, ?, ?, ?)',
        ).run(recordId, name, version + 1, json, 'newer-app', at, schemaVersion);
      })();
    },
    close: () => {
      db.close();
    },
  };
}
