import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { mailOutbox } from '../../db/schema';
import type { Storage } from '../../db/storage';
import type { Mail } from './mailer';

/** A mail is given up after this many failed tries. */
export const MOST_ATTEMPTS = 8;
/** How long one instance holds a claimed mail before another may try it (it may have died). */
const CLAIM_MS = 60_000;
/** The pause after the first failed try; it doubles with every further one. */
const FIRST_PAUSE_MS = 30_000;
const BATCH = 10;

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** Accepts a mail for sending, to be deleted at `discardAt` whether or not it went out. */
export async function enqueue(storage: Storage, mail: Mail, discardAt: number): Promise<void> {
  await storage.write(async (tx) => {
    await tx.insert(mailOutbox).values({
      id: uuidv7(),
      to: mail.to,
      subject: mail.subject,
      body: mail.text,
      nextTryAt: Date.now(),
      discardAt,
    });
  });
}

/**
 * Claims the mail due now, oldest first, for this instance alone. The due conditions are
 * repeated on the UPDATE itself: on PostgreSQL an UPDATE that waited for another instance's claim
 * re-checks its own conditions on the row as that claim left it, not the sub-select's answer, so
 * two instances never claim one mail.
 */
export async function claimDue(storage: Storage, now = Date.now()): Promise<OutboxMail[]> {
  const due = and(
    isNull(mailOutbox.sentAt),
    lte(mailOutbox.nextTryAt, now),
    sql`${mailOutbox.discardAt} > ${now}`,
    sql`${mailOutbox.attempts} < ${MOST_ATTEMPTS}`,
  );
  return storage.write(async (tx) => {
    const ids = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(due)
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH);
    if (ids.length === 0) return [];
    const claimed = await tx
      .update(mailOutbox)
      .set({ nextTryAt: now + CLAIM_MS, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        and(
          inArray(
            mailOutbox.id,
            ids.map((row) => row.id),
          ),
          due,
        ),
      )
      .returning();
    return claimed.sort((a, b) => (a.id < b.id ? -1 : 1));
  });
}

/** Deletes the mail whose time is up, sent or not: its body may hold a link that has expired. */
export async function dropExpired(storage: Storage, now = Date.now()): Promise<void> {
  await storage.write(async (tx) => {
    await tx.delete(mailOutbox).where(lte(mailOutbox.discardAt, now));
  });
}

/** Marks a mail sent and drops its body, which may hold a secret. */
export async function markSent(storage: Storage, id: string): Promise<void> {
  await storage.write(async (tx) => {
    await tx.update(mailOutbox).set({ sentAt: Date.now(), body: '' }).where(eq(mailOutbox.id, id));
  });
}

/** After a failed try, waits longer with each one before the next. */
export async function markFailed(storage: Storage, mail: OutboxMail): Promise<void> {
  const pause = FIRST_PAUSE_MS * 2 ** (mail.attempts - 1);
  await storage.write(async (tx) => {
    await tx
      .update(mailOutbox)
      .set({ nextTryAt: Date.now() + pause })
      .where(eq(mailOutbox.id, mail.id));
  });
}
