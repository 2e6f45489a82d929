import Database from 'better-sqlite3';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
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

/** The same, read from a SQLite file a server process keeps (the browser journeys' server). */
export function outboxInFile(file: string): OutboxEntry[] {
  const db = new Database(file, { readonly: true });
  try {
    return db
      .prepare<[], { to: string; subject: string; body: string; sent_at: number | null }>(
        'SELECT "to", subject, body, sent_at FROM mail_outbox ORDER BY id',
      )
      .all()
      .map((row) => ({ to: row.to, subject: row.subject, text: row.body, sentAt: row.sent_at }));
  } finally {
    db.close();
  }
}

/** The reset token in the newest mail to `email`. */
export async function lastResetToken(app: FastifyInstance, email: string): Promise<string> {
  const mails = (await outbox(app)).filter((mail) => mail.to === email);
  return /\/resetpassword\/([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
}
