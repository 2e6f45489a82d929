import { createTransport } from 'nodemailer';
import type { Storage } from '../../db/storage';
import { serialQueue } from '../../db/queue';
import { claimDue, dropExpired, enqueue, markFailed, markSent } from './outbox';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** What delivers a mail: SMTP through nodemailer, or a stand-in in tests. */
export interface MailTransport {
  sendMail(mail: Mail & { from: string }): Promise<unknown>;
}

export interface Mailer {
  /** Accepts a mail for sending; it is dropped, sent or not, at `discardAt`. */
  send(mail: Mail, discardAt: number): Promise<void>;
  /** Drops expired mail and sends what is due now; the next round also retries what failed. */
  deliverDue(): Promise<void>;
  /** Stops the rounds and waits for the one under way, so it finishes before the database closes. */
  stop(): Promise<void>;
}

/** How often each instance looks for mail that is due (retries, mail another instance left) and
 * drops expired mail. */
const ROUND_MS = 30_000;

/**
 * Mail goes into the database's outbox and is sent from there by whichever instance gets to it
 * first (docs/deploy.md#mail). Without a transport (no SMTP_URL) it stays in the outbox until it
 * is discarded: a clinic without mail still works, and the reset link is in the log.
 */
export function createMailer(options: {
  storage: Storage;
  from: string;
  transport: MailTransport | undefined;
  onFailure: (error: unknown) => void;
}): Mailer {
  const { storage, transport } = options;
  const deliverDue = async () => {
    await dropExpired(storage);
    if (!transport) return;
    for (;;) {
      const batch = await claimDue(storage);
      if (batch.length === 0) return;
      for (const mail of batch) {
        try {
          await transport.sendMail({
            from: options.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.body,
          });
        } catch (error) {
          options.onFailure(error);
          await markFailed(storage, mail);
          continue;
        }
        await markSent(storage, mail.id);
      }
    }
  };
  // One round at a time per instance; a call during a round waits for it and starts another.
  const rounds = serialQueue();
  let last = Promise.resolve();
  const round = (): Promise<void> => (last = rounds(deliverDue).catch(options.onFailure));
  const timer = setInterval(() => void round(), ROUND_MS);
  timer.unref();
  return {
    async send(mail, discardAt) {
      await enqueue(storage, mail, discardAt);
      // Sent right away when it can be; the request does not wait for the mail server.
      void round();
    },
    deliverDue: round,
    async stop() {
      clearInterval(timer);
      await last;
    },
  };
}

/** nodemailer's SMTP transport for an smtp:// or smtps:// URL; none when the URL is empty. */
export function smtpTransport(url: string): MailTransport | undefined {
  return url ? createTransport(url) : undefined;
}
