import { sql } from 'drizzle-orm';

/** The time now as the ISO 8601 text every `*_at` text column holds (schema-pg.ts has its
 * PostgreSQL form). */
export const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
