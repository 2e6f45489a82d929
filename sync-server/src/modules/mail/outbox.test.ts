import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { onPostgres, startHarness, type Harness } from '../../../test/harness';
import { outbox } from '../../../test/mail';
import { mailOutbox } from '../../db/schema';
import type { Mail, MailTransport } from './mailer';

let h: Harness;
afterEach(() => h.close());

/** A mail server that refuses the first `refusals` mails it is handed, then takes every one. */
function mailServer(refusals = 0) {
  const received: Mail[] = [];
  let refused = 0;
  const transport: MailTransport = {
    sendMail(mail) {
      if (refused < refusals) {
        refused++;
        return Promise.reject(Object.assign(new Error('451 try later'), { code: 'EENVELOPE' }));
      }
      received.push({ to: mail.to, subject: mail.subject, text: mail.text });
      return Promise.resolve();
    },
  };
  return { transport, received };
}

const askForReset = (app: Harness['app'], email: string) =>
  app.inject({ method: 'POST', url: '/api/resetpassword', payload: { email } });

/** Lets every try of every pause come due now. */
const dueNow = (app: Harness['app']) =>
  app.storage.write(async (tx) => {
    await tx.update(mailOutbox).set({ nextTryAt: 0 });
  });

describe('the mail outbox', () => {
  it('keeps mail in the database without a mail server, and sends nothing', async () => {
    h = await startHarness();
    const account = await makeAccount(h.app);
    await askForReset(h.app, account.email);
    await h.app.mailer.deliverDue();
    const [mail, ...more] = await outbox(h.app);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: account.email, sentAt: null });
    expect(mail?.text).toMatch(/\/resetpassword\/[\w-]{20,}/);

    // Once its link has expired it is dropped, mail server or not.
    await h.app.storage.write(async (tx) => {
      await tx.update(mailOutbox).set({ discardAt: Date.now() - 1 });
    });
    await h.app.mailer.deliverDue();
    expect(await outbox(h.app)).toEqual([]);
  });

  it('sends once, clears the sent body, and tries again after the mail server refused', async () => {
    const server = mailServer(1);
    h = await startHarness({}, { mailTransport: server.transport });
    const account = await makeAccount(h.app);
    expect((await askForReset(h.app, account.email)).statusCode).toBe(200);
    await h.app.mailer.deliverDue();
    expect(server.received).toEqual([]);
    const [waiting] = await outbox(h.app);
    expect(waiting?.sentAt).toBeNull();

    // Not before its pause is over, even when asked.
    await h.app.mailer.deliverDue();
    expect(server.received).toEqual([]);

    await dueNow(h.app);
    await h.app.mailer.deliverDue();
    await h.app.mailer.deliverDue();
    expect(server.received.map((mail) => mail.to)).toEqual([account.email]);
    expect(server.received[0]?.text).toMatch(/\/resetpassword\/[\w-]{20,}/);
    const [sent] = await outbox(h.app);
    expect(sent?.sentAt).toEqual(expect.any(Number));
    // The body held a live reset link; once delivered the server keeps no copy of it.
    expect(sent?.text).toBe('');
  });

  it('gives a mail up after eight refusals and drops it once its link has expired', async () => {
    const server = mailServer(100);
    h = await startHarness({}, { mailTransport: server.transport });
    const account = await makeAccount(h.app);
    await askForReset(h.app, account.email);
    for (let i = 0; i < 10; i++) {
      await dueNow(h.app);
      await h.app.mailer.deliverDue();
    }
    const [row] = await h.app.storage.read.select().from(mailOutbox);
    expect(row?.attempts).toBe(8);
    await h.app.storage.write(async (tx) => {
      await tx.update(mailOutbox).set({ discardAt: Date.now() - 1 });
    });
    await h.app.mailer.deliverDue();
    expect(await outbox(h.app)).toEqual([]);
  });

  it('sends every mail exactly once when rounds run side by side', async () => {
    const server = mailServer();
    h = await startHarness({}, { mailTransport: server.transport });
    const second = onPostgres() ? await h.another({ mailTransport: server.transport }) : undefined;
    const accounts = await Promise.all([1, 2, 3, 4, 5, 6].map(() => makeAccount(h.app)));
    // Accepted on either instance; the rounds they start race each other.
    await Promise.all(
      accounts.map((account, i) => askForReset(i % 2 && second ? second : h.app, account.email)),
    );
    await Promise.all([h.app.mailer.deliverDue(), second?.mailer.deliverDue()]);
    await Promise.all([h.app.mailer.deliverDue(), second?.mailer.deliverDue()]);
    expect(server.received.map((mail) => mail.to).sort()).toEqual(
      accounts.map((account) => account.email).sort(),
    );
    const rows = await h.app.storage.read
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.attempts, 1));
    expect(rows).toHaveLength(6);
  });
});
