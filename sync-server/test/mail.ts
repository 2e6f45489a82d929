import Database from 'better-sqlite3';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { mailOutbox } from '../src/db/schema';

export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  sentAt: number | null;
}

/** The server's mail outbox, oldest first: what it accepted for sending and whether it went. */
export async function outbox(app: FastifyInstance): Promise<OutboxEntry[]> {
  const rows = await app.storage.read.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
  return rows.map(({ to, subject, body, sentAt }) => ({ to, subject, text: body, sentAt }));
}

interface OutboxRow {
  to: string;
  subject: string;
  body: string;
  sent_at: number | null;
}
const outboxQuery = 'SELECT "to", subject, body, sent_at FROM mail_outbox ORDER BY id';

/** The same, read from the database of a server process (the browser journeys' server): a
 * postgres:// URL, or the path of a SQLite file. */
export async function outboxIn(database: string): Promise<OutboxEntry[]> {
  let rows: OutboxRow[];
  if (database.startsWith('postgres')) {
    const client = new pg.Client({ connectionString: database });
    await client.connect();
    try {
      // BIGINT arrives as a string unless the server's own type parsers are loaded.
      const result = await client.query<Omit<OutboxRow, 'sent_at'> & { sent_at: string | null }>(
        outboxQuery,
      );
      rows = result.rows.map((row) => ({
        ...row,
        sent_at: row.sent_at === null ? null : Number(row.sent_at),
      }));
    } finally {
      await client.end();
    }
  } else {
    const db = new Database(database, { readonly: true });
    try {
      rows = db.prepare<[], OutboxRow>(outboxQuery).all();
    } finally {
      db.close();
    }
  }
  return rows.map((row) => ({
    to: row.to,
    subject: row.subject,
    text: row.body,
    sentAt: row.sent_at,
  }));
}

/** The reset token in the newest mail to `email`. */
export async function lastResetToken(app: FastifyInstance, email: string): Promise<string> {
  const mails = (await outbox(app)).filter((mail) => mail.to === email);
  return /\/resetpassword\/([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
}
